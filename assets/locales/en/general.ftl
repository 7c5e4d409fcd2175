# The computer general's reasons (battle::policy::general::reasons): the command it chose,
# each weighed command with its terms, and the short rules behind its other answers.

general-weighed = { $command } ({ $worth }): { $terms }
general-weighed-bare = { $command } ({ $worth })
general-rather-than = {" "}rather than { $others }
general-reaches = reaches { $chance }%
general-wins = wins { $chance }%
general-they-break = they break { $chance }% (retreat { $retreat }%)
general-their-leader-dies = their leader dies { $chance }%
general-our-leader-dies = our leader dies { $chance }%
general-losses = expected losses { $ours } against { $theirs }
general-standing = standing { $before } to { $after }
general-objectives = objectives { $vp } VP expected
general-caught = an opportunity charge catches it on its way { $chance }% ({ $worth })
general-joined = held in the melee, other enemies may charge it too ({ $worth })
general-zone-given-up = held short of the enemy's zone its mission wants ({ $worth })
general-activation-spent = spends the order its own activation would have made this turn ({ $worth })
general-charge-stopped = a card re-rolls their charge die: it falls short { $chance }%
general-part = objectives { $vp } VP to score against the enemy's part, its zone { $cm } cm { $nearer ->
    [true] nearer to them
   *[other] farther from them
}
general-pursuit = catches { $caught } models expected
general-lookahead = looked ahead { $samples ->
    [one] once
   *[other] { $samples } times
}: balance { $balance }

general-lookahead-to-end = played to the battle's end { $samples ->
    [one] once
   *[other] { $samples } times
}: won { $won }%, VP margin { $margin }
general-roll-answered = wins the roll { $chance }% after the enemy's answer ({ $passing }% passing)

general-plain = { $command }: { $terms }
general-plain-they-break = they break { $chance }%
general-plain-losses = we lose { $ours } models, they lose { $theirs }
general-plain-standing = { $how ->
    [better] it stands better there
    [worse] it stands worse there, the best place open to it
   *[same] it stands as well there
}
general-plain-objectives = { $gain ->
    [true] gains
   *[other] gives up
} { $vp } VP expected at the objectives
general-plain-caught = an enemy may catch it on its way ({ $chance }%)
general-plain-joined = other enemies may charge it in the melee
general-plain-zone-given-up = held short of the enemy's zone its mission wants
general-plain-activation-spent = spends the order of its own activation
general-plain-part = its zone { $cm } cm { $nearer ->
    [true] nearer
   *[other] farther from
} the objectives
general-plain-lookahead = played the pair on in its head { $samples ->
    [one] once
   *[other] { $samples } times
}
general-plain-lookahead-to-end = won { $won }% of { $samples ->
    [one] one play
   *[other] { $samples } plays
} to the battle's end
general-plain-roll-answered = wins the roll { $chance }% whatever the enemy answers
general-details = details: { $text }

general-cmd-activate = { $side }: activate { $unit }
general-cmd-order = { $side }: { $unit } { $order ->
    [charge] charges
    [fight] fights
    [shoot] shoots
    [duel] challenges to a duel
    [run] runs
    [move] moves
    [disengage] disengages
    [lead] leads
    [reload] reloads
   *[parapet] takes cover behind a parapet
}{ $target }{ $powered ->
    [true] , powered
   *[other] {""}
}
general-cmd-hold = { $side }: hold the remaining orders
general-cmd-react = { $side }: { $reaction ->
    [flee] flee
    [stand_and_shoot] stand and shoot
   *[receive] receive the charge
}{ $powered ->
    [true] , powered
   *[other] {""}
}
general-cmd-fight-back = { $side }: fight back{ $powered ->
    [true] , powered
   *[other] {""}
}
general-cmd-answer-duel = { $side }: { $accept ->
    [true] accept the duel
   *[other] refuse the duel
}
general-cmd-active-side = { $side }: { $active } is active
general-cmd-opportunity = { $side }: opportunity charge with { $unit }
general-cmd-let-pass = { $side }: let the move pass
general-cmd-melee-move = { $side }: { $stays ->
    [true] no melee move, stays put
   *[other] melee move toward the enemy
}
general-cmd-table-side = { $side }: { $swap ->
    [true] takes the other table side and part
   *[other] keeps its table side and part
}
general-cmd-pursue = { $side }: { $pursue ->
    [true] pursue the retreating enemy
   *[other] no pursuit
}
general-cmd-casualties = { $side }: lose { $unit } { $count ->
    [one] model
   *[other] models
} { $models }
general-cmd-pass = { $side }: no offering
general-cmd-offer = { $side }: offer a { $card } { $reroll ->
    [true] to re-roll die { $die }
   *[other] on die { $die }
}
general-cmd-protect = { $side }: { $protect ->
    [true] protect the leader
   *[other] the leader takes the wound
}
general-cmd-other = { $side }: { $what ->
    [terrain_order] who places terrain first
    [place_terrain] place terrain
    [end_terrain] no more terrain
    [pick_commander_orders] pick commander orders
    [deploy] deploy
    [keep_cards] keep cards
    [keep_commander_order] keep a commander order
    [command_duel] command duel
    [stake_command_duel] stake in the command duel
    [commander_activation] commander activation
    [end_activations] end activations
    [choose_ki] choose a ki ability
    [use_commander_order] use a commander order
    [choose_combat] choose the next combat
    [pick_opponents] pick opponents
    [choose_table_side] choose the table side
    [choose_casualties] choose casualties
   *[other] { $what }
}

general-why-only-choice = nothing else is open
general-why-setup-default = the usual setup choice
general-why-in-formation = placed beside its unit mates, in formation
general-why-zone-front = set at the front of its zone, toward the enemy, where the rest of the army still fits
general-why-highest-cards = keeps the highest cards
general-why-keeps-cards = keeps its cards for command duels and charges
general-why-card-wins-the-part = the card may win the strategy roll, and with it the better table part
general-why-card-makes-the-charge = the card makes the charge reach
general-why-we-go-first = strikes first while it has units to activate
general-why-they-go-first = has no unit left to activate
general-why-protect-general = the general is worth three victory points
general-why-leader-would-die = the wound would kill the leader
general-why-leader-takes-it = the leader survives the wound
general-why-take-initiative = the stake is worth the initiative
general-why-no-stake = no card is worth the initiative
general-why-extra-activation = a unit still has a blow worth a card
general-why-no-extra-activation = no unit left worth a card
general-why-pursue = to catch the retreating enemy
general-why-first-listed = the first choice listed
general-why-spares-order = powering it is not worth the order its active unit would lose
general-why-commander-order-now = a commander order that helps now
