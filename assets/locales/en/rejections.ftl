# Why the battle refuses a command (battle::rejection). One message per variant:
# rejection-<group>-<variant>; the citation (ruling, book lines) is added after it.
# Distances come to a tenth of a cm, angles to the degree.

## What the battle waits for (rejection-turn-not-awaited's $awaiting).

decision-terrain-order = { $side-name } to decide who places extra terrain first
decision-extra-terrain = { $side-name } to place extra terrain
decision-commander-orders = { $side-name } to pick its commander orders
decision-deploy = { $side-name } to deploy a model
decision-keep-cards = { $side-name } to keep its cards
decision-keep-commander-order = { $side-name } to keep one commander order
decision-offerings = { $side-name } to make an offering to the gods or pass
decision-active-side = { $side-name } to choose the active side
decision-choose-unit = { $side-name } to activate a unit
decision-spend-order = { $side-name } to give an order or hold
decision-charge-reaction = { $side-name } to react to the charge
decision-fight-back = { $side-name } to fight back
decision-duel-answer = { $side-name } to answer the duel
decision-duel-stake = { $side-name } to stake cards in the command duel
decision-commander-activation = { $side-name } to make a commander activation or end its turn
decision-protect-leader = { $side-name } to protect its unit leader or not
decision-ki-ability = { $side-name } to choose a ki ability
decision-next-combat = { $side-name } to pick the next combat
decision-pick-opponents = { $side-name } to pick whom its models fight
decision-choose-table-side = { $side-name } to choose its table side
decision-choose-casualties = { $side-name } to choose which models its unit loses
decision-pursuit = { $side-name } to pursue or not
decision-melee-move = { $side-name } to make a melee move
decision-opportunity-charge = { $side-name } to charge the declared move or let it pass
decision-nothing = nothing: the battle is over

## A malformed command.

rejection-input-not-finite = a coordinate or facing is not a finite number
rejection-input-no-side = side { $side } does not exist (0 or 1)

## The turn, the activation and its orders.

rejection-turn-battle-over = the battle is over
rejection-turn-not-awaited = not now: the battle waits for { $awaiting }
rejection-turn-active-not-a-side = the active side is 0 or 1
rejection-turn-no-unit-to-activate = no unit `{ $unit }`
rejection-turn-not-your-unit-in-play = { $unit } is not one of { $side-name }'s units in play
rejection-turn-used-marker = { $unit } has a used marker
rejection-turn-no-activation = no activation under way
rejection-turn-no-order-left = the side has no order left
rejection-turn-not-active = { $unit } is not an active unit
rejection-turn-no-unit-to-order = no unit `{ $unit }`
rejection-turn-order-cost = { $order-kind } needs { $cost ->
    [one] one order
   *[other] { $cost } orders
}, { $left ->
    [0] none left
   *[other] { $left } left
}
rejection-turn-power-needs-orders = { $orders ->
    [one] powering needs one more order
    [2] powering needs two orders
   *[other] powering needs { $orders } orders
}
rejection-turn-one-combat-order = one voluntary combat order per activation

## Before the battle: extra terrain and the commander orders picked.

rejection-setup-first-not-a-side = first must be side 0 or 1
rejection-setup-too-few-corners = a terrain piece needs at least three corners
rejection-setup-bad-height = terrain height must be a number >= 0
rejection-setup-too-many-allowances = the piece uses { $pieces ->
    [one] one allowance
   *[other] { $pieces } allowances
} of 5x5 cm, only { $left } left
rejection-setup-terrain-id-taken = terrain id `{ $terrain }` is already on the table
rejection-setup-pick-count = pick 1 for the hand and { $deck } for the deck
rejection-setup-not-a-commander-order = { $order } is not one of the side's commander orders
rejection-setup-picked-twice = { $order } picked twice

## Deployment.

rejection-deployment-no-model = no model `{ $model }`
rejection-deployment-not-your-model = { $model } is not { $side-name }'s
rejection-deployment-already-deployed = { $model } is already on the table
rejection-deployment-one-of-each-first = first one model of each unit, alternately; the rest come after
rejection-deployment-leader-in-step-three = { $model } is an army leader: leaders go down after every unit has its first model on the table
rejection-deployment-outside-zone = ({ $x }, { $y }) is outside { $side-name }'s deployment zone
rejection-deployment-on-another-model = a model cannot stand on another model
rejection-deployment-far-from-unit = models of a unit deploy within 2.5 cm of one another

## The command deck: cards kept, offerings, the command duel, commander activations.

rejection-deck-keep-count = keep exactly { $size ->
    [one] one card
   *[other] { $size } cards
}
rejection-deck-keep-undrawn = keep only cards that were drawn
rejection-deck-order-not-in-hand = { $order } is not in the hand
rejection-deck-offer-not-in-hand = no card of value { $card } in hand
rejection-deck-no-roll = no roll to offer on
rejection-deck-no-die = the roll has no die { $die }
rejection-deck-add-to-own-die = a card's value is added only to your own die
rejection-deck-honor-test = a unit cannot choose to fail its Honor test: no card is added to its die
rejection-deck-duel-not-now = a command duel is declared during the activation phase, not while a stake or the commander activations are asked
rejection-deck-duel-by-initiative = only the side without the initiative declares a command duel
rejection-deck-one-duel-per-pair = one command duel per pair of activations
rejection-deck-stake-nothing = stake at least one card
rejection-deck-answer-stake-nothing = stake at least one card
rejection-deck-stake-not-in-hand = stake only cards in hand
rejection-deck-activation-not-in-hand = no card of value { $card } in hand

## Commander orders.

rejection-commander-hidden-path-not-now = Hidden path is used while deploying, on your turn to place a model
rejection-commander-not-between-orders = commander orders are used during the activation phase, between orders
rejection-commander-not-in-hand = { $order } is not in the hand of commander orders (a used order is gone)
rejection-commander-cost = { $order } costs { $cost ->
    [one] one card
   *[other] { $cost } cards
}{ $plus-x ->
    [true] { " + X" }
   *[other] { "" }
}
rejection-commander-x-cards = X = { $x } needs { $cost } + { $x } cards, { $given } given
rejection-commander-no-x = { $order } has no X
rejection-commander-discard-not-in-hand = discard only cards in hand
rejection-commander-names-no-units = { $order } is played from its text: it names no units here
rejection-commander-not-your-unit = { $unit } is not one of your units in play
rejection-commander-used-unit = { $unit } has a used marker: it cannot be chosen
rejection-commander-one-unit = { $order } names exactly one unit
rejection-commander-x-at-least-one = { $order } needs X of at least 1
rejection-commander-x-units = X = { $x }: name { $x ->
    [one] one unit
   *[other] { $x } units
}, { $named } named
rejection-commander-already-banzai = { $unit } already has Banzai
rejection-commander-no-shooting-weapon = { $unit } has no shooting weapon
rejection-commander-already-volley = { $unit } already has Volley
rejection-commander-already-steady-ranks = { $unit } already has Steady ranks
rejection-commander-not-skirmisher = { $unit } is not a skirmisher unit
rejection-commander-already-deployed = { $unit } already has models deployed
rejection-commander-no-general = Forced march needs a living general
rejection-commander-named-twice = { $unit } named twice
rejection-commander-far-from-general = { $unit } is { $distance-cm } cm from the general, more than 10 cm
rejection-commander-stun-markers = { $unit } has { $stunned ->
    [one] one stun marker
   *[other] { $stunned } stun markers
}, { $remove } to remove
rejection-commander-hidden-path-off-table = Hidden path: the model must stand on the table
rejection-commander-hidden-path-impassable = cannot deploy on impassable terrain `{ $terrain }`
rejection-commander-hidden-path-near-enemy = Hidden path: { $distance-cm } cm from { $enemy }, it must be more than 30 cm from every enemy

## Move orders (move, run, disengage).

rejection-move-no-unit = no unit `{ $unit }`
rejection-move-no-model = no model `{ $model }`
rejection-move-not-in-unit = { $model } is not in { $unit }
rejection-move-moved-twice = { $model } moved twice
rejection-move-engaged-only-turns = a model in melee may only turn in place (disengage to leave)
rejection-move-not-engaged = only a unit in melee disengages
rejection-move-ends-on = { $model } would end its move on { $other }
rejection-move-crosses-impassable = { $model } would cross impassable terrain `{ $terrain }`
rejection-move-leaves-table = { $model } would leave the table: no order takes a model off it
rejection-move-passes-through = { $model } would pass through { $other }: other units are impassable
rejection-move-run-through-difficult = { $model }: a run cannot cross difficult terrain `{ $terrain }`
rejection-move-run-through-friends = { $model }: a run cannot pass through friendly models (they are difficult ground)
rejection-move-run-out-of-view = { $model }: a run goes forwards or sideways, into the field of view
rejection-move-run-too-far = { $model } would run { $length-cm } cm; a run reaches at most 2 x MOV + 1D6 = { $reach-cm } cm{ $forced-cm ->
    [0] { "" }
   *[other] { " " }(+{ $forced-cm } cm forced march)
}
rejection-move-too-far = { $model } would travel { $length-cm } cm, MOV is { $mov-cm }{ $forced-cm ->
    [0] { "" }
   *[other] { " " }(+{ $forced-cm } cm forced march)
}
rejection-move-too-far-halved = { $model } would travel { $length-cm } cm, MOV is { $allowance-cm }, halved: a second move this activation through difficult ground{ $forced-cm ->
    [0] { "" }
   *[other] { " " }(+{ $forced-cm } cm forced march)
}
rejection-move-formation-too-few-near = the move would leave { $unit } out of formation: { $model } has { $found } of its unit within { $within-cm } cm, needs { $needed }
rejection-move-formation-too-far-apart = the move would leave { $unit } out of formation: { $a } and { $b } are { $distance-cm } cm apart, more than { $most-cm } cm
rejection-move-not-away = { $model } would end { $now-cm } cm from the enemy it fights, closer than { $before-cm } cm: a disengage moves away
rejection-move-still-engaged = { $model } would still be engaged with { $enemy }: a disengage ends out of the melee, away from the units it fought

## The facings a move ends with.

rejection-facing-engaged-not-facing = { $model } engages { $enemy } and must face the centre of its base ({ $towards-deg }°, ±{ $tolerance-deg }°), not { $facing-deg }°
rejection-facing-not-one-way = { $model } would end facing { $facing-deg }°: the models of { $unit } turn about a point, so they end facing one same way (±{ $tolerance-deg }°)
rejection-facing-not-toward-move = { $model } would end facing { $facing-deg }°: the unit moves toward { $toward-deg }° and every model ends facing the direction of the displacement (±{ $tolerance-deg }°)

## Charge.

rejection-charge-not-enemy = { $target } is not an enemy unit in play
rejection-charge-engaged = a unit in melee cannot charge
rejection-charge-out-of-formation = a unit out of formation cannot charge
rejection-charge-disengaged = cannot charge a unit that disengaged from you this turn
rejection-charge-no-sight = no charging model has the target in sight

## Shooting.

rejection-shot-engaged = a unit in melee cannot shoot
rejection-shot-no-weapon = the unit has no shooting weapon
rejection-shot-unloaded = unloaded weapons: reload first
rejection-shot-target-in-melee = the target is in melee with one of your units
rejection-shot-no-sight = no model sees { $target }

## Fight, duel and the multiple combat.

rejection-melee-in-duel = no combat against units in a duel this turn
rejection-melee-not-in-melee = { $unit } is not in melee with { $target }
rejection-melee-not-a-leader = only a leader challenges to a duel
rejection-melee-target-no-leader = the target has no leader to challenge
rejection-melee-challenger-not-engaged = the challenging leader himself must be in melee with the challenged leader's unit
rejection-melee-duel-fought = a duel was already fought by these units this turn
rejection-melee-not-active-to-power = { $attacker } is not an active unit: it has no orders to power a combat
rejection-melee-chain-power-needs-order = powering needs one more order
rejection-melee-not-in-chain = { $attacker } against { $defender } is not a combat left in the chain
rejection-melee-no-picks-due = no multiple combat waits for picks
rejection-melee-not-your-pick = { $now } picks now, not { $unit }
rejection-melee-not-in-contact = { $model } is not in contact with { $against }
rejection-melee-pick-one = { $model } touches two enemy units: pick one
rejection-charge-several-needs-models = only a unit of several models charges several units at once
rejection-charge-named-twice = { $target } is named twice among the units charged
rejection-melee-picked-twice = { $model } is picked more than once
rejection-melee-not-torn = { $model } is not a model of { $unit } in contact with two enemy units
rejection-casualties-none-due = no combat waits for a choice of casualties
rejection-casualties-not-this-unit = { $now } chooses its casualties now, not { $unit }
rejection-casualties-wrong-count = { $count } models named, but the unit loses { $casualties }
rejection-casualties-twice = { $model } is named twice
rejection-casualties-not-removable = { $model } cannot be one of { $unit }'s casualties: not a model of the unit, its leader, or not seen by any shooter
rejection-casualties-engaged-first = { $model } is not in melee while { $engaged }, in melee, stays: models in melee go first
rejection-casualties-nearer-rank-first = { $model } stands in a rank behind while { $nearer }, of a rank nearer the shooters, stays: the casualties of a stand and shoot come from the ranks nearest the shooters

## Reactions: to a charge, and the opportunity charge.

rejection-reaction-no-charge = no charge to react to
rejection-reaction-charged-gone = the charged unit is gone
rejection-reaction-no-order = a reaction spends an order and the side has none left
rejection-reaction-flee-used = a unit with a used marker cannot flee (skirmishers can)
rejection-reaction-flee-engaged = a unit in melee cannot flee
rejection-reaction-stand-used = a unit with a used marker cannot stand and shoot
rejection-reaction-stand-no-weapon = the unit has no shooting weapon
rejection-reaction-stand-unloaded = unloaded weapons: reload first
rejection-reaction-stand-engaged = a unit in melee cannot stand and shoot: it is a shot, and a unit in melee does not shoot
rejection-reaction-stand-no-sight = none of the unit's models sees the charger: standing and shooting needs sight of it
rejection-reaction-nothing-to-power = only standing and shooting gains by powering: receiving a charge or fleeing has no powered effect
rejection-reaction-no-declared-move = no declared move to react to
rejection-reaction-already-reacted = { $unit } already reacted in this activation pair: its used marker comes when that reaction ends, and a unit with one does not react
rejection-reaction-cannot-charge = { $unit } cannot charge { $mover }: it needs no used marker, no melee, its formation, sight of the mover and a chance to reach it
rejection-reaction-share-out-of-range = the point of the way is a share from 0 (start) to 1 (end)

## Army leaders: the Lead order, joining and leaving a unit.

rejection-leader-not-lone-leader = only a leader outside a unit leads
rejection-leader-lead-count = lead one or two units
rejection-leader-no-unit-to-lead = no unit `{ $unit }`
rejection-leader-not-friendly = { $unit } is not a friendly unit
rejection-leader-led-used = { $unit } has a used marker
rejection-leader-already-led = { $unit } is led by another leader
rejection-leader-lone-leader-led = { $unit } is another lone leader
rejection-leader-too-far-to-lead = { $unit } is more than 10 cm from the leader
rejection-leader-already-active = { $unit } is already active
rejection-leader-lead-again = the units of a Lead order give one order each, not another Lead
rejection-leader-led-powered = the units of a Lead order give one order each, unpowered
rejection-leader-same-order = the units of a Lead order all give the same order: { $order-kind }
rejection-leader-no-unit-to-join = no unit `{ $unit }`
rejection-leader-not-lone-to-join = only an army leader acting as a one-model unit joins a unit
rejection-leader-no-leader-model = { $unit } has no model on the table
rejection-leader-not-friendly-in-play = { $unit } is not a friendly unit in play
rejection-leader-join-unused = { $unit } has no used marker: a leader joins only a unit already used
rejection-leader-has-leader = { $unit } already has a leader: there may be no other leader in the unit
rejection-leader-join-too-far = the leader ends { $gap-cm } cm from { $unit }: he joins within 2.5 cm
rejection-leader-swap-not-in-unit = { $model } is not a model of { $unit }
rejection-leader-cannot-lead-not-a-leader = { $leader } cannot lead { $unit }: he is not an army leader (L405)
rejection-leader-cannot-lead-leader-unit = { $leader } cannot lead { $unit }: the unit's troops are army leaders (L415)
rejection-leader-cannot-lead-class = { $leader } cannot lead { $unit }: colossal creatures, Komuso and Onmyouji never lead units (L418)
rejection-leader-cannot-lead-lower-class = { $leader } cannot lead { $unit }: his class is lower than the unit's (L416)
rejection-leader-cannot-lead-troop-type = { $leader } cannot lead { $unit }: a unit leader is of the unit's troop type (L417)
rejection-leader-cannot-lead-unarmed = { $leader } cannot lead { $unit }: a leader joins a unit with ranged weapons only with one (L417)
rejection-leader-cannot-lead-other-weapon = { $leader } cannot lead { $unit }: a hero joins a unit with ranged weapons only with one of the same type (L417)
rejection-leader-cannot-lead = { $leader } cannot lead { $unit }: he does not meet the unit leader rules (L411-418)
rejection-leader-no-unit-to-leave = no unit `{ $unit }`
rejection-leader-not-unit-leader = only a unit leader leaves his unit (and only a leader)
rejection-leader-on-movement-base = in total war this unit leader stands on his unit's movement base, with no base of his own to leave it with
rejection-leader-leave-engaged = the unit ends its move in melee: its leader cannot leave it
rejection-leader-leave-too-far = placed { $gap-cm } cm from his unit: within 5 cm of a model of it
rejection-leader-leave-off-table = the leader would stand off the table
rejection-leader-leave-on-model = the leader would stand on another model
rejection-leader-leave-impassable = the leader would stand on impassable terrain
rejection-leader-leave-engages = a leader leaving his unit may not engage an enemy model

## Reload and parapet.

rejection-readiness-nothing-to-reload = no unloaded-weapons marker to remove
rejection-readiness-powered-reload = a powered reload needs more than one unloaded marker
rejection-readiness-parapet-engaged = a unit in melee cannot parapet
rejection-readiness-already-parapeted = already parapeted
rejection-readiness-parapet-not-allowed = mounted units and skirmishers cannot parapet

## After a melee: the winner's melee move.

rejection-aftermath-no-melee-move = no melee move is due
rejection-aftermath-no-model = no model `{ $model }`
rejection-aftermath-not-winner = { $model } is not in the winning unit { $unit }
rejection-aftermath-moved-twice = { $model } moved twice
rejection-aftermath-engaged-stays = { $model } is in melee and stays
rejection-aftermath-too-far = { $model } would move { $travel-cm } cm, a melee move is at most 5 cm
rejection-aftermath-off-table = no move takes a model off the table
rejection-aftermath-crosses-impassable = { $model } would cross impassable terrain `{ $terrain }`
rejection-aftermath-ends-on = { $model } would end on another model
rejection-aftermath-not-seeking = { $model } must move to seek enemy models, not away
rejection-aftermath-breaks-formation = { $unit } would break its formation

## Ki abilities.

rejection-ki-nothing-to-choose = { $unit } has no ki ability to choose now
rejection-ki-no-unit = no unit `{ $unit }`
rejection-ki-not-ability = { $ability } is not a ki ability of { $unit }

## The scenario's special rules ($rule: the rule's text).

rejection-scenario-shot-beyond = no shot beyond { $limit-cm } cm on turn { $turn } (scenario rule: { $rule })
rejection-scenario-stand-shoot-beyond = the charger is { $distance-cm } cm away: no shot beyond { $limit-cm } cm on turn { $turn } (scenario rule: { $rule })
rejection-scenario-no-combat-orders = { $side-name } gives no voluntary combat order on turn { $turn } (scenario rule: { $rule })
rejection-scenario-crosses = { $model } would cross `{ $terrain }` (scenario rule: { $rule })
