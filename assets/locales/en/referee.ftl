# The referee's breaches (referee::Invariant): one message per variant, referee-<kind>; the
# book's lines are added after it. Distances come to a tenth of a cm.

referee-at-start = before the first entry
referee-at-entry = entry { $entry }
referee-at-event = entry { $entry }, event { $event }
referee-side = Side { $side }
referee-clean = the battle is clean: { $entries ->
    [one] its one entry keeps
   *[other] its { $entries } entries keep
} every invariant the referee checks

referee-charge-reached-without-contact = the charge of { $charger } reached but ended { $gap-cm } cm from { $target }, not in base contact
referee-charge-reached-without-fight = the charge of { $charger } reached { $target } but no fight was declared
referee-opportunity-catch-without-contact = the opportunity charge of { $charger } caught { $mover } but ended { $gap-cm } cm from it, not in base contact
referee-marker-vanished = { $marker ->
    [wounded] the wounded marker
    [stunned] the stun markers
   *[leader_wounds] the leader's wounds
} of { $unit } went from { $before } to { $after } while the unit stayed in play and lost no model
referee-melee-weapon-on-shot = the shot of { $shooter } took the wound modifier { $weapon-value } of its melee weapon { $weapon } (wound modifier { $wound-modifier })
referee-charge-combat-not-after-charge = the combat of { $charger } against { $unit }, a unit it charged, was fought as if no charge had been made
referee-duel-pool-not-leaders = in the duel, { $unit }'s pool took its unit's { $figure ->
    [attack] attack
    [difficulty_to_wound] difficulty to wound
   *[wound_modifier] wound modifier
} ({ $used }) instead of its leader's own ({ $leaders })
referee-casualties-beyond-roll = { $unit } lost { $models-lost } models but the wounds rolled against it could take at most { $most }
referee-models-overlap = { $model } stands on { $other } ({ $depth-cm } cm deep)
referee-model-off-table = { $model } stands { $outside-cm } cm off the table
referee-victory-points-otherwise = the battle ended { $first }–{ $second } in victory points, but the scenario and the missions give { $first-by-missions }–{ $second-by-missions } for the table it ended on
referee-movement-base-size = the movement base of { $unit } stands for { $size } models, a size total war does not give (5, 10 or 15)
referee-movement-base-outside-total-war = { $unit } stands on a movement base outside total war
referee-leader-of-other-troop-type = the leader of { $unit } is of another troop type than its profile { $profile }
referee-awaiting-unanswerable = the battle waits for { $question }, but { $lacking }

referee-lacking-combat = no fight or shot is being rolled
referee-lacking-charge = no charge is declared
referee-lacking-fight = no fight is declared
referee-lacking-duel = no duel challenge waits
referee-lacking-command-duel = no command duel is staked
referee-lacking-multiple-combat = no multiple combat is under way
referee-lacking-opponents-to-pick = no model is left to pick an opponent for
referee-lacking-pursuit = no pursuit is offered
referee-lacking-melee-move = no melee move is offered
referee-lacking-pending-move = no move waits for an opportunity charge
referee-lacking-roll = no roll waits for offerings
referee-lacking-drawn-cards = no cards were drawn to choose from
