# Por qué pasó cada cosa, dentro de los eventos de la batalla (battle::reasons). Los bandos van
# por su nombre ($side); el programa añade detrás la cita de cada valor.

# En qué se gastaron cartas de mando (CardsFor).
event-cards-for-offering = ofrenda a los dioses
event-cards-for-command-duel-stake = apuesta del duelo de mando
event-cards-for-commander-activation = activación de comandante
event-cards-for-commander-order = orden de comandante `{ $order }`

# En qué se gastaron órdenes de activación (OrdersFor).
event-orders-for-order = { $order } con { $unit }
event-orders-for-reaction = reacción de { $unit }
event-orders-for-fight-back = devolver el combate de { $unit }
event-orders-for-duel-answer = respuesta al duelo de { $unit }
event-orders-for-opportunity-charge = carga de oportunidad de { $unit }
event-orders-for-powering-multiple = potenciar a { $attacker } contra { $defender } en el combate múltiple

# Por qué una unidad salió de la batalla (Removal).
event-removal-wiped-out = aniquilada
event-removal-failed-retreat-test = falló su chequeo de Honor estando en retirada

# Por qué se retiraron miniaturas como bajas (CasualtyCause).
event-casualty-cause-ran-into-enemies = chocaron con miniaturas enemigas al replegarse o retirarse
event-casualty-cause-caught-by-pursuer = alcanzadas por un perseguidor
event-casualty-cause-isolated = aisladas: ninguna de su unidad a 2,5 cm o menos

# Por qué un bando tiene la iniciativa (InitiativeWhy).
event-initiative-why-initiative-roll = tirada de iniciativa { $roll } contra { $against }
event-initiative-why-command-duel = duelo de mando { $stake } contra { $against }

# Por qué se cuentan puntos de victoria (VpSource).
event-vp-source-leaders-alive = líderes vivos, +2 por un general vivo: { $first } - { $second }
event-vp-source-objective-held = { $side } controla { $objective } (+{ $vp })
event-vp-source-scenario-kill = { $side }: { $rule } (+{ $vp })
event-vp-source-units-destroyed = { $side } destruyó unidades (+{ $vp })
event-vp-source-mission-achieved = { $side } cumple su misión { $kind ->
    [primary] principal
   *[other] secundaria
} { $mission } (+{ $vp })

# Por qué terminó la batalla (BattleEnd).
event-battle-end-more-than-double = un bando tiene más del doble de puntos de victoria que el otro
event-battle-end-last-turn = el turno { $turn } era el último
event-battle-end-no-unit-left = a { $side } no le queda ninguna unidad

# Por qué una unidad hace un chequeo de Honor (HonorCause), y cómo lo hizo.
event-honor-cause-retreating = unidad en retirada
event-honor-cause-retreating-in-melee = unidad en retirada, -1 en combate
event-honor-cause-pursuit = para perseguir a una unidad en retirada
event-honor-cause-lost-multiple-combat = perdió un combate múltiple
event-honor-general-reroll = repetición del general, 2D6 y se queda el mejor (L430)
event-honor-steady-ranks = Filas firmes: superado sin tirar (orden de comandante)

# Qué regla de resultado decidió un combate (ResultRule).
event-result-rule-melee = el resultado del combate
event-result-rule-whole-group = el resultado sobre todo el grupo

# Por qué se abandonó la unión o salida de un líder (LeaderDrop).
event-leader-drop-move-not-ended = el movimiento declarado con ella no terminó
event-leader-drop-caught-by-opportunity-charge = alcanzada por una carga de oportunidad
event-leader-drop-refused = { $rejection-message }

# Qué hace una orden de comandante usada (OrderPlayed): su efecto, o el texto de su carta.
event-order-played-effect = { $effect ->
    [banzai] Fase de activación: una unidad sin usar suma +1D6 a su próxima tirada de combate este turno.
    [forced_march] Fase de activación: X unidades sin usar a 10 cm o menos del general suman cada una 2X cm a su próxima orden de movimiento este turno.
    [steady_ranks] Fase de activación: una de tus unidades supera automáticamente su próximo chequeo de Honor.
    [hidden_path] Durante el despliegue: una unidad hostigadora aún sin desplegar despliega en cualquier lugar a más de 30 cm del enemigo.
    [volley] Fase de activación: una unidad de disparo sin usar ignora el -1 por enemigo a cubierto este turno.
   *[ancestors_watch] Fase de activación: retira X marcadores de unidad aturdida de tus unidades.
}
event-order-played-from-its-text = { $text }
