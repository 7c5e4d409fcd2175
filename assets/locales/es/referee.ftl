# Las infracciones que encuentra el árbitro (referee::Invariant): un mensaje por variante,
# referee-<kind>; las líneas del reglamento se añaden después. Las distancias, a la décima de cm.

referee-at-start = antes de la primera entrada
referee-at-entry = entrada { $entry }
referee-at-event = entrada { $entry }, evento { $event }
referee-side = Lado { $side }
referee-clean = la batalla está limpia: { $entries ->
    [one] su única entrada cumple
   *[other] sus { $entries } entradas cumplen
} todas las reglas que comprueba el árbitro

referee-charge-reached-without-contact = la carga de { $charger } llegó pero terminó a { $gap-cm } cm de { $target }, sin contacto peana con peana
referee-charge-reached-without-fight = la carga de { $charger } llegó a { $target } pero no se declaró ningún combate
referee-opportunity-catch-without-contact = la carga de oportunidad de { $charger } alcanzó a { $mover } pero terminó a { $gap-cm } cm de ella, sin contacto peana con peana
referee-marker-vanished = { $marker ->
    [wounded] el marcador de unidad herida
    [stunned] los marcadores de unidad aturdida
   *[leader_wounds] las heridas del líder
} de { $unit } pasó de { $before } a { $after } mientras la unidad seguía en juego sin perder ninguna miniatura
referee-melee-weapon-on-shot = el disparo de { $shooter } llevó el modificador a herir { $weapon-value } de su arma de combate cuerpo a cuerpo { $weapon } (modificador a herir { $wound-modifier })
referee-charge-combat-not-after-charge = el combate de { $charger } contra { $unit }, una unidad a la que cargó, se libró como si no hubiera habido carga
referee-duel-pool-not-leaders = en el duelo, la reserva de { $unit } tomó { $figure ->
    [attack] el ataque
    [difficulty_to_wound] la dificultad para herir
   *[wound_modifier] el modificador a herir
} de su unidad ({ $used }) en lugar del propio de su líder ({ $leaders })
referee-casualties-beyond-roll = { $unit } perdió { $models-lost } miniaturas, pero las heridas tiradas contra ella solo podían causar { $most }
referee-models-overlap = { $model } está encima de { $other } ({ $depth-cm } cm de solape)
referee-model-off-table = { $model } está { $outside-cm } cm fuera de la mesa
referee-victory-points-otherwise = la batalla terminó { $first }–{ $second } en puntos de victoria, pero el escenario y las misiones dan { $first-by-missions }–{ $second-by-missions } por la mesa en que terminó
referee-movement-base-size = la peana de movimiento de { $unit } representa { $size } miniaturas, un tamaño que la guerra total no da (5, 10 o 15)
referee-movement-base-outside-total-war = { $unit } va en una peana de movimiento fuera de la guerra total
referee-leader-of-other-troop-type = el líder de { $unit } es de otro tipo de tropa que su perfil { $profile }
referee-awaiting-unanswerable = la batalla espera «{ $question }», pero { $lacking }

referee-lacking-combat = no se está tirando ningún combate ni disparo
referee-lacking-charge = no hay ninguna carga declarada
referee-lacking-fight = no hay ningún combate declarado
referee-lacking-duel = no espera ningún desafío a duelo
referee-lacking-command-duel = no hay ningún duelo de mando apostado
referee-lacking-multiple-combat = no hay ningún combate múltiple en curso
referee-lacking-opponents-to-pick = no queda ninguna miniatura a la que elegir rival
referee-lacking-pursuit = no se ofrece ninguna persecución
referee-lacking-melee-move = no se ofrece ningún movimiento tras el combate
referee-lacking-pending-move = ningún movimiento espera una carga de oportunidad
referee-lacking-roll = ninguna tirada espera ofrendas
referee-lacking-drawn-cards = no se robaron cartas entre las que elegir
