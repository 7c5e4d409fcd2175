# The rows of the melee (L668-683) and shooting (L751-760) tables that make a dice pool
# (src/rules/pool.rs, `PoolRowKind`), R-POOL-1..3.

pool-attack = attack { $attack } of the troop
pool-in-contact = { $models ->
        [one] { $models } model in contact (not the leader)
       *[other] { $models } models in contact (not the leader)
    }
pool-leader-in-contact = unit leader in contact, attack { $attack }
pool-powered-combat = powered combat
pool-charge-mounted = charge, mounted
pool-charge-on-foot = charge, on foot
pool-casualty-this-turn = casualty this turn
pool-used-marker = used marker
pool-reactive-without-order = reactive without an order
pool-parapet-closing-ranks = parapet marker (closing ranks)
pool-out-of-formation = out of formation
pool-enemy-in-cover-or-parapet = enemy in cover or parapet
pool-ranged-receiving-charge = ranged weapons, receiving a charge
pool-retreating-marker = retreating marker
pool-attacking-flank = attacking the flank
pool-attacking-rear = attacking the rear
pool-extra-dice = extra dice (abilities, weapons, armour)
pool-extra-value = extra value (abilities, weapons, armour)
pool-ranged-attack = ranged attack { $ranged-attack } of the troop
pool-in-range-and-sight = { $models ->
        [one] { $models } model with sight and range (not the leader)
       *[other] { $models } models with sight and range (not the leader)
    }
pool-leader-can-shoot = unit leader can shoot, ranged attack { $ranged-attack }
pool-powered-shot = powered shot
pool-shooting-parapet = parapet marker
pool-target-in-cover-or-parapet = target in cover or parapet
pool-target-lone-or-skirmishers = target is a lone model or skirmishers
pool-extra-shooting-value = extra value (abilities, weapons, range)
