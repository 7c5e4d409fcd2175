# What a command says: the command a player (or the computer) gives, as the battle log, the
# tracker's buttons and `kensei battle ... --text` word it (src/narration/commands.rs).
# Figures are variables named for what they are ($side, $unit, $powered…).

cmd-keep-table-side = { $side }: keep this table side
cmd-take-other-table-side = { $side }: take the other table side
powered-suffix = { " " }(powered)
cmd-terrain-order = { $side }: { $first } places terrain first
cmd-place-terrain = { $side }: place terrain { $terrain }
cmd-end-terrain = { $side }: no more terrain
cmd-pick-orders = { $side }: commander order { $hand } in hand, deck { $deck }
cmd-deploy = { $side }: deploy { $model } at { $x }, { $y }
cmd-keep-cards = { $side }: keep cards { $cards }
cmd-keep-order = { $side }: keep commander order { $order }
cmd-keep-cards-face-down = { $side }: keep { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, face down
cmd-keep-order-face-down = { $side }: keep a commander order, face down
cmd-offer-reroll = { $side }: offer a { $card } to re-roll die { $die }
cmd-offer-add = { $side }: offer a { $card } to add it to die { $die }
cmd-pass-offering = { $side }: no offering
cmd-active-side = { $side }: { $active } is active
cmd-activate = { $side }: activate { $unit }
cmd-hold = { $side }: hold the remaining orders
cmd-receive = { $side }: receive the charge
cmd-flee = { $side }: flee
cmd-stand-and-shoot = { $side }: stand and shoot{ $powered }
cmd-fight-back = { $side }: fight back{ $powered }
cmd-accept-duel = { $side }: accept the duel{ $powered }
cmd-refuse-duel = { $side }: refuse the duel
cmd-command-duel = { $side }: command duel, staking { $cards }
cmd-stake-duel = { $side }: answer the command duel with { $cards }
cmd-commander-activation = { $side }: discard a { $card } for a commander activation
cmd-end-activations = { $side }: end activations
cmd-order-on = { " " }on { $units }
cmd-choose-ki = { $side }: { $unit } uses the ki ability { $ability }
cmd-use-order = { $side }: use commander order { $order } (cards { $cards })
cmd-choose-combat = { $side }: next combat { $attacker } against { $defender }
cmd-pick-opponents = { $side }: in { $unit }, { $picks }
cmd-pick-one = { $model } fights { $opponent }
cmd-choose-casualties = { $side }: { $unit } loses { $models }
cmd-pursue = { $side }: try to pursue (Honor test)
cmd-protect-leader = { $side }: protect the unit leader (1D6, 4+ the unit takes the wound)
cmd-leader-takes-it = { $side }: the unit leader takes the wound
cmd-stay = { $side }: do not pursue
cmd-melee-move = { $side }: melee move of { $models ->
        [one] { $models } model
       *[other] { $models } models
    }
cmd-opportunity-charge = { $side }: opportunity charge with { $unit }{ $powered }
cmd-let-move-pass = { $side }: let the move pass
cmd-skip-melee-move = { $side }: no melee move
ord-move = move { $models ->
        [one] { $models } model
       *[other] { $models } models
    }{ $powered }
ord-disengage = disengage
ord-charge = charge { $target }{ $powered }
ord-charge-several = charge { $target } and { $others } at once{ $powered }
ord-fight = fight { $target }{ $powered }
ord-shoot = shoot at { $target }{ $powered }
ord-duel = challenge { $target } to a duel{ $powered }
ord-lead = lead { $units }
ord-reload = reload{ $powered }
ord-parapet = take parapet
ord-join-unit = joins { $unit } (L537)
ord-join-unit-swap = joins { $unit }, swapping places with { $model } (L541)
ord-leader-leaves = the leader leaves the unit to ({ $x }, { $y }) (L545)
