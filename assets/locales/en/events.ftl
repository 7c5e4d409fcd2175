# Why things happened, inside the battle's events (battle::reasons). Sides are given by name
# ($side); the citation of each value is added after it by the program.

# What command cards were spent on (CardsFor).
event-cards-for-offering = offering to the gods
event-cards-for-command-duel-stake = command duel stake
event-cards-for-commander-activation = commander activation
event-cards-for-commander-order = commander order `{ $order }`

# What activation orders were spent on (OrdersFor).
event-orders-for-order = { $order } by { $unit }
event-orders-for-reaction = reaction by { $unit }
event-orders-for-fight-back = fight back by { $unit }
event-orders-for-duel-answer = answer to the duel by { $unit }
event-orders-for-opportunity-charge = opportunity charge by { $unit }
event-orders-for-powering-multiple = powering { $attacker } against { $defender } in the multiple combat

# Why a unit left the battle (Removal).
event-removal-wiped-out = wiped out
event-removal-failed-retreat-test = failed its Honor test while retreating

# Why models were removed as casualties (CasualtyCause).
event-casualty-cause-ran-into-enemies = ran into enemy models while falling back or retreating
event-casualty-cause-caught-by-pursuer = caught by a pursuer
event-casualty-cause-isolated = isolated: none of its unit within 2.5 cm

# Why a side holds the initiative (InitiativeWhy).
event-initiative-why-initiative-roll = initiative roll { $roll } against { $against }
event-initiative-why-command-duel = command duel { $stake } against { $against }

# What victory points were counted for (VpSource).
event-vp-source-leaders-alive = leaders alive, +2 for a living general: { $first } - { $second }
event-vp-source-objective-held = { $side } holds { $objective } (+{ $vp })
event-vp-source-scenario-kill = { $side }: { $rule } (+{ $vp })
event-vp-source-units-destroyed = { $side } destroyed units (+{ $vp })
event-vp-source-mission-achieved = { $side } achieves its { $kind ->
    [primary] primary
   *[other] secondary
} mission { $mission } (+{ $vp })

# Why the battle ended (BattleEnd).
event-battle-end-more-than-double = one side has more than double the other's victory points
event-battle-end-last-turn = turn { $turn } was the last
event-battle-end-no-unit-left = { $side } has no unit left

# Why a unit tests Honor (HonorCause), and how the test was taken.
event-honor-cause-retreating = retreating unit
event-honor-cause-retreating-in-melee = retreating unit, -1 in melee
event-honor-cause-pursuit = to pursue a retreating unit
event-honor-cause-lost-multiple-combat = lost a multiple combat
event-honor-general-reroll = general's re-roll, 2D6 keep the better (L430)
event-honor-steady-ranks = Steady ranks: passed without a roll (commander order)

# Which result rule decided a melee (ResultRule).
event-result-rule-melee = the melee result
event-result-rule-whole-group = the result over the whole group

# Why a leader's join or leave was dropped (LeaderDrop).
event-leader-drop-move-not-ended = the move declared with it did not end
event-leader-drop-caught-by-opportunity-charge = caught by an opportunity charge
event-leader-drop-refused = { $rejection-message }

# What a used commander order does (OrderPlayed): its effect, or the card's own text.
event-order-played-effect = { $effect ->
    [banzai] Activation phase: one unused unit adds +1D6 to its next combat roll this turn.
    [forced_march] Activation phase: X unused units within 10 cm of the general each add 2X cm to their next move order this turn.
    [steady_ranks] Activation phase: one of your units passes its next Honor test automatically.
    [hidden_path] While deploying: one skirmisher unit not yet deployed deploys anywhere more than 30 cm from the enemy.
    [volley] Activation phase: one unused shooting unit ignores the -1 for an enemy in cover this turn.
   *[ancestors_watch] Activation phase: remove X stun markers from your units.
}
event-order-played-from-its-text = { $text }
