# What the battle waits for, the side named (src/narration/awaiting.rs).

await-terrain-order = Waiting for { $side } to choose who places extra terrain first
await-extra-terrain = Waiting for { $side } to place extra terrain
await-commander-orders = Waiting for { $side } to pick commander orders
await-deploy = Waiting for { $side } to deploy
await-keep-cards = Waiting for { $side } to keep cards
await-keep-order = Waiting for { $side } to keep a commander order
await-offerings = Waiting for { $side } to make or pass an offering
await-active-side = Waiting for { $side } to name the active side
await-choose-unit = Waiting for { $side } to activate a unit
await-spend-order = Waiting for { $side } to give an order
await-charge-reaction = Waiting for { $side } to react to the charge
await-fight-back = Waiting for { $side } to fight back
await-duel-answer = Waiting for { $side } to answer the duel
await-duel-stake = Waiting for { $side } to stake cards in the command duel
await-ki-ability = Waiting for { $side } to choose a ki ability
await-commander-activation = Waiting for { $side } to use a commander activation or end
await-protect-leader = Waiting for { $side } to choose whether to protect its unit leader from a wound
await-next-combat = Waiting for { $side } to pick the next combat of the multiple combat
await-pick-opponents = Waiting for { $side } to pick whom its models touching two enemy units fight (L719)
await-choose-table-side = Waiting for { $side }, who won the strategy roll, to choose its table side (R-SCEN-1)
await-choose-casualties = Waiting for { $side } to choose which models its unit loses (R-CAS-2, L929-935)
await-pursuit = Waiting for { $side } to pursue or stay
await-opportunity-charge = Waiting for { $side } to make an opportunity charge on the declared move or let it pass
await-melee-move = Waiting for { $side } to make a melee move or skip it
await-nothing = the battle is over
