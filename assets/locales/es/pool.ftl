# Las filas de la Tabla de Tirada de Combate (L668-683) y de la Tabla de Tirada de Disparo
# (L751-760) que forman una reserva de dados (src/rules/pool.rs, `PoolRowKind`), R-POOL-1..3.

pool-attack = ataque { $attack } de la tropa
pool-in-contact = { $models ->
        [one] { $models } miniatura en contacto (sin el líder)
       *[other] { $models } miniaturas en contacto (sin el líder)
    }
pool-leader-in-contact = líder de unidad en contacto, ataque { $attack }
pool-powered-combat = combate potenciado
pool-charge-mounted = carga, montada
pool-charge-on-foot = carga, a pie
pool-casualty-this-turn = baja en este turno
pool-used-marker = marcador de unidad usada
pool-reactive-without-order = reactiva sin orden
pool-parapet-closing-ranks = unidad parapetada (cerrar filas)
pool-out-of-formation = fuera de formación
pool-enemy-in-cover-or-parapet = enemigo a cubierto o parapetado
pool-ranged-receiving-charge = armas a distancia, recibiendo una carga
pool-retreating-marker = marcador de unidad en retirada
pool-attacking-flank = ataque por el flanco
pool-attacking-rear = ataque por la retaguardia
pool-extra-dice = dados extra (habilidades, armas, armadura)
pool-extra-value = valor extra (habilidades, armas, armadura)
pool-ranged-attack = ataque a distancia { $ranged-attack } de la tropa
pool-in-range-and-sight = { $models ->
        [one] { $models } miniatura con visión y alcance (sin el líder)
       *[other] { $models } miniaturas con visión y alcance (sin el líder)
    }
pool-leader-can-shoot = el líder de unidad puede disparar, ataque a distancia { $ranged-attack }
pool-powered-shot = disparo potenciado
pool-shooting-parapet = unidad parapetada
pool-target-in-cover-or-parapet = objetivo a cubierto o parapetado
pool-target-lone-or-skirmishers = objetivo miniatura sola u hostigadores
pool-extra-shooting-value = valor extra (habilidades, armas, alcance)
