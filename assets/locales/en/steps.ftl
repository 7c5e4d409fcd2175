# The steps of a fight's or shot's resolution (rules::Step), each worded with its figures.
# $modifier-signed is the modifier with its sign (+1, -1, +0).

step-hits = { $unit }: { $dice } dice at { $modifier-signed }: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
step-hits-natural-six = { $unit }: pool of { $pool } dice: rolls 1 die, only a natural 6 hits: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
step-wounds = { $unit }: { $dice } wound dice against { $against } (difficulty { $difficulty }, modifier { $modifier-signed }): { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
}, { $leader-wounds ->
    [one] 1 leader wound
   *[other] { $leader-wounds } leader wounds
}, { $stuns ->
    [one] 1 stun
   *[other] { $stuns } stuns
}
step-stand-and-shoot-halved = stand and shoot: { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
} halved, rounded down, to { $halved } ({ $to-leader } to the leader)
step-protect-leader = { $unit }: protects its leader from { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
}, each 4+ moves one to the unit: { $moved } moved
step-casualties = { $unit }: takes { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
} (stun markers { $stuns } + { $new-stuns } new, two make a wound) with { $carried } carried, HR { $hr }: { $casualties ->
    [one] 1 casualty
   *[other] { $casualties } casualties
}, { $models-left ->
    [one] 1 model
   *[other] { $models-left } models
} left, wounded marker { $wounded-marker }, stun markers { $stun-markers }{ $leader-died ->
    [true] ; its leader takes { $leader-wounds ->
        [one] 1 wound
       *[other] { $leader-wounds } wounds
    } and dies
    [false] ; its leader takes { $leader-wounds ->
        [one] 1 wound
       *[other] { $leader-wounds } wounds
    } ({ $leader-after } of { $leader-hr })
   *[other] {""}
}{ $wiped-out ->
    [true] ; wiped out
   *[other] {""}
}
step-result = { $winner ->
    [attacker] { $attacker } wins
    [defender] { $defender } wins
   *[other] no winner
} ({ $attacker } lost { $attacker-lost }, { $defender } lost { $defender-lost })
step-honor = { $unit }: { $cause ->
    [lost_melee] lost the melee
   *[other] lost half its models or more to the shot
}: Honor test against { $honor }{ $general-reroll ->
    [true] , general's re-roll: 2D6 keep the better
   *[other] {""}
}: kept { $kept }, { $morale ->
    [holds] passes and holds
    [falls_back] fails and falls back ({ $models-left } of { $starting-models } starting models left)
   *[other] fails and retreats ({ $models-left } of { $starting-models } starting models left)
}

# A step whose dice had cards added by offerings to the gods ($offerings: the cards, each
# worded by step-offering).
step-with-offerings = { $step } (offerings to the gods, R-DECK-4: { $offerings })
step-offering = +{ $bonus } on die { $die }
