# The battle log: each event of the battle as a player reads it (app::panels::event_text).
# Sides and units are given by name; distances ($x, $y, $cm...) come already written with one
# decimal; lists come already joined. The citations at the end are the book's lines and rulings.

# A phase of the turn ($phase: setup, maintenance, initiative, activation, ended).
log-phase = { $phase ->
    [setup] setup
    [maintenance] maintenance
    [initiative] initiative
    [activation] activation
   *[ended] end of the battle
}

# A model, as the log names it: a model of a unit by its number, a unit's leader by his name
# and his unit's ($unit: the unit's name in the window's language).
log-model-number = { $unit }, model { $number }
log-profile-group = { $unit } [{ $profile }]
log-model-leader = { $leader } ({ $unit })
# A total war unit's one model on the table, the 12 x 6 cm base standing for its size (R-TW-1).
log-model-base = { $unit } (movement base)

# Setting up the table.
log-extra-terrain-rolled = { $side }: extra terrain roll { $dice }: { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
} of 5x5 cm (R-ARMY-1, L180)
log-terrain-order-set = order of placing extra terrain: { $order } (L185)
log-terrain-placed = { $side } places { $terrain } ({ $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
})
log-terrain-done = { $side } has finished placing terrain
log-secondary-mission-drawn = { $side } rolls in secret for its secondary mission (R-MISSION-1)
log-strategy-tie = a tie: roll again
log-strategy-rolled = strategy roll: dice { $die1 } { $die2 }, totals { $total1 } - { $total2 }: { $winner } (L210)
log-model-deployed = { $model } deployed at ({ $x }, { $y }) cm facing { $facing }°

# Command cards and commander orders.
log-commander-orders-picked = { $side } picks commander orders: { $hand } to the hand; deck { $deck } (R-DECK-2)
log-deck-shuffled = { $side }: command deck shuffled, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
log-cards-drawn-to-hand = { $side } draws { $cards } to the hand (R-DECK-1)
log-cards-drawn-to-choose = { $side } draws { $cards } to choose from (L235)
log-hand-discarded = { $side } discards the hand: { $cards } (L235)
log-cards-kept = { $side } keeps { $kept } and discards { $discarded }
log-cards-spent = { $side } spends cards { $cards }: { $reason }
log-commander-order-drawn = { $side } draws the commander order { $order } (L236)
log-commander-order-kept = { $side } keeps the commander order { $kept }
log-commander-order-kept-discarding = { $side } keeps the commander order { $kept } and discards { $discarded }
log-cards-drawn-to-hand-face-down = { $side } draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to the hand, face down (R-DECK-1)
log-cards-drawn-to-choose-face-down = { $side } draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to choose from, face down (L235)
log-cards-kept-face-down = { $side } keeps { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, face down, and discards { $discarded }
log-commander-order-drawn-face-down = { $side } draws a commander order, face down (L236)
log-commander-order-kept-face-down = { $side } keeps a commander order, face down
log-commander-order-used = { $side } uses the commander order { $order }: { $text } (L1002-1012)

# The turn.
log-awaits = waiting: { $awaiting }
log-phase-began = turn { $turn }: { $phase } phase
log-victory-points = victory points { $vp1 } - { $vp2 }: { $detail }
log-winner = { $side } wins
log-no-winner = no winner
log-battle-ended = the battle is over: { $reason }; victory points { $vp1 } - { $vp2 }; { $winner }
log-honor-tested = { $unit }: Honor test against { $honor }, dice { $dice }: { $passed ->
    [true] passed
   *[false] failed
} ({ $why }) (R-DICE-3)
log-unit-removed = { $unit } leaves the battle: { $reason }
# A leader alone (a hero on his own base) dies: his unit goes with him, it is not wiped out.
log-lone-leader-removed = { $unit } dies and leaves the battle
log-markers-none = none
log-markers-set = { $unit }: markers { $markers }
log-turn-markers-cleared = used and stunned markers removed; ki ends (L238)

# Rolls and offerings to the gods.
log-roll-initiative = initiative roll
log-roll-strategy = strategy roll
log-roll-orders = order roll
log-roll-charge-move = charge move roll of { $charger } against { $target }
log-roll-combat = combat roll
log-roll-wounds = wound rolls
log-roll-protect-leader = protect-the-leader roll (4+ the unit takes the wound)
log-roll-honor = Honor test
log-roll-fall-back = fall back or retreat roll of { $unit }
log-roll-run = run roll of { $unit }
log-roll-flee = flight roll of { $unit } from { $charger }
log-roll-retreat-honor = Honor test of the retreating { $unit }
log-roll-opportunity-charge = opportunity charge roll of { $charger } against { $mover }
log-roll-pursuit-honor = Honor test of { $pursuer } to pursue { $fleeing }
log-roll-pursuit-move = pursuit move roll of { $pursuer } after { $fleeing }
log-roll-chain-honor = Honor test of { $unit }, loser of the multiple combat
log-roll-led-order = order roll of the led { $unit }, for its ki
log-roll-die = { $value } ({ $side })
log-roll-made = { $what }: { $dice }; offerings to the gods may change it (R-DECK-4)
log-offered-reroll = { $side } offers the card { $card }: die { $die } rolled again, now { $value } (L1028)
log-offered-add-value = { $side } offers the card { $card }: +{ $bonus } to die { $die }, { $value } (L1029)
log-offering-passed = { $side } makes no offering
log-roll-settled = the roll takes effect

# Initiative, pairs and orders.
log-initiative-taken = { $side } takes the initiative: { $why }
log-pair-began = a pair of activations begins, { $side } active (L270)
log-unit-activated = { $side } activates { $unit }
log-orders-given = order rolls { $total1 } - { $total2 }: orders { $orders1 }{ $ki1 ->
    [true] {" + ki"}
   *[false] {""}
} - { $orders2 }{ $ki2 ->
    [true] {" + ki"}
   *[false] {""}
} (R-TURN-2)
log-orders-spent = { $side } spends { $count ->
    [one] { $count } order
   *[other] { $count } orders
}: { $on }
log-held = { $side } holds its remaining orders
log-next-to-act = { $side } gives the next order
log-combat-order-made = { $side } has made its combat order (L468, L602)
log-shot-lost = { $shooter }: no shooter has { $target } in range, the shot is lost (L743, R-SHOT-1)
log-reacted = { $unit } reacted (L838)
log-reaction-ended = { $unit }: its reaction is over, used marker (L842)
log-lead-orders-opened = { $side }: { $units } may each give one order, the same for all (L830)
log-led-order-given = { $unit } gives its order of the Lead order: { $order } (L830)
log-units-led = units led: { $units } (L821, L828)
log-pair-ended = the pair ends; used: { $units } (L299)
log-activation-counted = { $side } counts an activation
log-lone-activation-used = the lone extra activation is spent (R-TURN-3)
log-led-order-rolled = { $unit }, led: order roll { $die } (total { $total }){ $ki ->
    [true] {" + ki"}
   *[false] {""}
} (L838, R-TURN-2)

# Moves.
log-model-moved = { $model } moves to ({ $x }, { $y }) cm facing { $facing }°
log-model-removed = { $model } dies
log-base-taken-off = { $model } comes off the table (R-TW-5)
log-move-rolled = { $unit }: move dice { $dice }, up to { $cm } cm (R-MOV-1)
log-disengaged = { $unit } disengages from { $from } (L574)
log-fall-back = { $unit } { $retreat ->
    [true] retreats
   *[false] falls back
} { $cm } cm (dice { $dice }) (R-MOV-1, L966)
log-pursuit-rolled = { $unit } pursues { $fleeing }: dice { $dice }, { $cm } cm (L984, R-MOV-1)

# Charges.
log-charge-declared = { $charger } charges { $target }{ $powered ->
    [true] {" (powered)"}
   *[false] {""}
} (L596)
log-charge-reaction = { $unit }: { $reaction ->
    [receive] receives the charge
    [flee] flees (L866)
   *[stand-and-shoot] stands and shoots (L850)
}
log-charge-resolved = charge reach { $reach } cm against { $distance } cm: { $success ->
    [true] it reaches
   *[false] it falls short
} (R-CHG-1)
log-charge-cleared = the charge is over

# Fights, duels and combats.
log-fight-declared = { $attacker } fights { $defender }{ $powered ->
    [true] {" (powered)"}
   *[false] {""}
}{ $duel ->
    [true] {": a duel of the leaders"}
   *[false] {""}
} (L632)
log-fight-cleared = the fight is over
log-duel-challenged = { $challenger } challenges { $challenged } to a duel (L776)
log-duel-accepted = the duel is accepted
log-duel-refused = the duel is refused (L778)
log-duel-units-marked = in a duel this turn: { $units } (L795)
log-casualties-taken = { $unit }: { $lost ->
    [one] { $lost } casualty
   *[other] { $lost } casualties
}; wounded marker { $wounded }, stun markers { $stuns }; leader wounds { $leader_wounds } (R-CAS-1){ $leader_killed ->
    [true] {"; the leader dies"}
   *[false] {""}
}
log-size-comes-down = { $unit }: { $before } → { $after }; wound counter { $wounded }, stun markers { $stuns }; leader wounds { $leader_wounds } (R-TW-5){ $leader_killed ->
    [true] {"; the leader dies"}
   *[false] {""}
}
log-combat-resolved = { $attacker } against { $defender }: roll with seed { $seed }
log-combat-began = { $attacker } against { $defender }: rolled stage by stage, offerings to the gods after each roll (R-DECK-4)
log-combat-dice = the dice count as { $dice }
log-leader-protected = { $unit } protects its unit leader from the wound: 1D6, 4+ the unit takes it (R-WOUND-4, L917)
log-leader-unprotected = { $unit }: the unit leader takes the wound (R-WOUND-4, L917)
log-combat-finished = the combat's rolls are over; its result is applied
log-general-died = the general of { $side } dies: -1 Honor and Initiative for the army (L438)
log-combat-winner-loser = { $winner } wins, { $loser } loses
log-combat-result = result: { $result } ({ $why })
log-command-duel-declared = { $side } declares a command duel, staking { $stake } (R-DECK-3)
log-command-duel-resolved = command duel { $stake1 } - { $stake2 }: { $side } holds the initiative (R-DECK-3)
log-destroyed-vp = { $side } scores { $vp ->
    [one] { $vp } victory point
   *[other] { $vp } victory points
} for units destroyed

# After the melee.
log-aftermath-none = nothing left to do after the melee
log-aftermath-chain = combats left in the multiple combat: { $left } (L709-719)
log-aftermath-pursuit = { $pursuer } may pursue { $fleeing } (L978)
log-aftermath-melee-moves = melee moves for { $units } (L994)
log-aftermath-set = after the melee: { $parts }
log-casualties-removed = { $unit }: { $models } removed as casualties: { $why }
log-base-removed = { $unit }: its movement base is removed, and with it the whole unit (R-TW-5): { $why }
log-opponent-pick = { $model } against { $against }
log-opponents-picked = { $unit }: models touching two enemy units fight { $picks } (L719)
log-table-sides-swapped = { $side } takes the other table side: the scenario's sides exchange their zones, objectives and parts (R-SCEN-1)
log-casualties-chosen = { $unit }: its player removes { $models } (R-CAS-2, L929-935)
log-multiple-combat-result = multiple combat: winners { $winners }, losers { $losers }; losses { $side1 } { $loss1 } - { $side2 } { $loss2 } ({ $why })
log-multiple-combat-draw = multiple combat: a draw, neither side wins; losses { $side1 } { $loss1 } - { $side2 } { $loss2 } ({ $why })

# Opportunity charges (L848-852): the move they answer ($kind from log-move-kind).
log-move-kind = { $kind ->
    [order] move
    [melee-move] melee move
    [pursuit] pursuit of { $unit }
    [charge] charge on { $unit }
    [flight] flight from { $unit }
    [retreat] retreat
   *[fall-back] fall back
}
log-pending-move-none = no move waits for an opportunity charge
log-pending-move-caught = { $unit } was caught by { $charger } on its way ({ $kind }): what follows its move waits for the fight (L852)
log-pending-move-charged = { $unit } ({ $kind }, { $models ->
    [one] { $models } model
   *[other] { $models } models
}) waits: { $charger } charges it by opportunity (L850)
log-pending-move-declared = { $unit } declares its way ({ $kind }, { $models ->
    [one] { $models } model
   *[other] { $models } models
}); the enemy may charge by opportunity (L850)
log-opportunity-caught = caught at { $percent }% of its way
log-opportunity-missed = not caught
log-opportunity-charge-resolved = opportunity charge of { $charger } on { $mover }: reach { $reach } cm, closest { $distance } cm: { $verdict } (L852, R-CHG-1)

# Leaders joining and leaving units (L537-551).
log-leader-move-none = no leader waits to join or leave a unit
log-leader-move-join = { $leader } moves to join { $unit } when the move ends (L537)
log-leader-move-leave = the leader of { $unit } leaves it when its move ends (L545)
log-leader-joined = { $leader } joins { $unit } and leads it (L537-539)
log-leader-joined-swapping = { $leader } joins { $unit } and leads it, swapping places with { $with } (L537-541)
log-leader-left = { $model } leaves { $unit }: placed at ({ $x }, { $y }) as the unit { $new_unit }, used and reactive (L545-551)
log-leader-change-dropped = { $unit }: the leader does not join or leave: { $why } ({ $rule })

# The log panel's reading of the battle (app::panels::battle_log): each entry titled by what
# happened, the entries grouped by activation or phase, passes folded into one line.
# A group of entries: a phase of a turn ($phase as in log-phase; $name its words), or a pair of
# activations ($units: each side's log-group-activates, joined).
log-group-phase = { $phase ->
    [setup] Before the battle: setup
    [ended] The end of the battle
   *[other] Turn { $turn }: { $name } phase
}
log-group-pair = Turn { $turn }: { $units }
log-group-pair-active = Turn { $turn }: { $side } is active
log-group-activates = { $side } activates { $unit }
# Entries where nothing happened (no offering, holding, ending activations), folded.
log-passes = { $count ->
    [one] { $count } pass
   *[other] { $count } passes
}
# The steps of the combat calculator inside an entry.
log-roll-steps = { $steps ->
    [one] { $steps } step of the roll
   *[other] { $steps } steps of the roll
}
# An entry's title: its most telling outcome. Distances come written with one decimal.
log-title-battle-ended = The battle is over: { $winner }
log-title-general-dies = The general dies: { $leader } ({ $side })
log-title-general-dies-unnamed = The general of { $side } dies
log-title-leader-dies = The leader of { $unit } dies: { $leader }
log-title-lone-leader-dies = { $unit } dies
log-title-unit-removed = { $unit } { $reason ->
    [wiped-out] is destroyed
   *[failed-retreat] leaves the battle: failed its Honor test while retreating
}
log-title-melee-won = { $winner } wins the melee against { $loser }: { $lost ->
    [one] { $lost } casualty
   *[other] { $lost } casualties
}
log-title-melee-draw = { $attacker } and { $defender } draw the melee: casualties { $lost1 } - { $lost2 }
log-title-multiple-result = { $winners } { $count ->
    [one] wins
   *[other] win
} the multiple combat against { $losers }: losses { $loss1 } - { $loss2 }
log-title-multiple-draw = The multiple combat of { $side1 } and { $side2 } is a draw: losses { $loss1 } - { $loss2 }
log-title-fight = { $attacker } fights { $defender }: casualties { $lost1 } - { $lost2 }
log-title-shot = { $shooter } shoots { $target }: { $lost ->
    [one] { $lost } casualty
   *[other] { $lost } casualties
}
log-title-fall-back = { $unit } { $retreat ->
    [true] retreats
   *[false] falls back
} { $cm } cm
log-title-charge-short = { $charger } charges { $target }: { $short } cm short
log-title-charge-reaches = { $charger } charges { $target } and reaches it ({ $reach } cm for { $distance } cm)
log-title-charge-short-unnamed = The charge falls { $short } cm short
log-title-charge-reaches-unnamed = The charge reaches ({ $reach } cm for { $distance } cm)
log-title-opportunity = { $charger } charges { $mover } by opportunity: { $caught ->
    [true] caught
   *[false] not caught
}
log-title-honor = { $unit } { $passed ->
    [true] passes
   *[false] fails
} its Honor test ({ $why })
log-title-casualties-removed = { $unit } loses { $count ->
    [one] { $count } model
   *[other] { $count } models
}: { $why }
log-title-base-removed = { $unit } loses its movement base and with it the whole unit: { $why }
log-title-flees = { $unit } flees from the charge

# A whole entry as the command line prints it (`kensei battle replay --text`)
log-setup-entry = Setup rolls
log-refused = refused: { $why }
