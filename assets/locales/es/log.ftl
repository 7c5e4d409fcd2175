# El registro de la batalla: cada evento de la batalla tal como lo lee un jugador
# (app::panels::event_text). Bandos y unidades van por su nombre; las distancias ($x, $y,
# $cm...) llegan ya escritas con un decimal; las listas llegan ya unidas. Las citas del final son
# las líneas del libro y las resoluciones.

# Una fase del turno ($phase: setup, maintenance, initiative, activation, ended).
log-phase = { $phase ->
    [setup] preparación
    [maintenance] mantenimiento
    [initiative] iniciativa
    [activation] activación
   *[ended] fin de la batalla
}

# Una miniatura, como la nombra el registro: la de una unidad por su número, el líder de una
# unidad por su nombre y el de su unidad ($unit: el nombre de la unidad en el idioma de la ventana).
log-model-number = { $unit }, miniatura { $number }
log-profile-group = { $unit } [{ $profile }]
log-model-leader = { $leader } ({ $unit })
# La única miniatura en la mesa de una unidad de guerra total, la peana de 12 x 6 cm que representa su tamaño (R-TW-1).
log-model-base = { $unit } (peana de movimiento)

# Preparar la mesa.
log-extra-terrain-rolled = { $side }: tirada de escenografía extra { $dice }: { $pieces ->
    [one] { $pieces } elemento
   *[other] { $pieces } elementos
} de 5x5 cm (R-ARMY-1, L180)
log-terrain-order-set = orden para colocar escenografía extra: { $order } (L185)
log-terrain-placed = { $side } coloca { $terrain } ({ $pieces ->
    [one] { $pieces } elemento
   *[other] { $pieces } elementos
})
log-terrain-done = { $side } termina de colocar escenografía
log-secondary-mission-drawn = { $side } tira en secreto su misión secundaria (R-MISSION-1)
log-strategy-tie = empate: se repite
log-strategy-rolled = tirada de estrategia: dados { $die1 } { $die2 }, totales { $total1 } - { $total2 }: { $winner } (L210)
log-model-deployed = { $model } se despliega en ({ $x }, { $y }) cm mirando a { $facing }°

# Cartas de mando y órdenes de comandante.
log-commander-orders-picked = { $side } elige órdenes de comandante: { $hand } a la mano; mazo { $deck } (R-DECK-2)
log-deck-shuffled = { $side }: mazo de mando barajado, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
log-cards-drawn-to-hand = { $side } roba { $cards } a la mano (R-DECK-1)
log-cards-drawn-to-choose = { $side } roba { $cards } para elegir (L235)
log-hand-discarded = { $side } descarta la mano: { $cards } (L235)
log-cards-kept = { $side } se queda { $kept } y descarta { $discarded }
log-cards-spent = { $side } gasta las cartas { $cards }: { $reason }
log-commander-order-drawn = { $side } roba la orden de comandante { $order } (L236)
log-commander-order-kept = { $side } se queda la orden de comandante { $kept }
log-commander-order-kept-discarding = { $side } se queda la orden de comandante { $kept } y descarta { $discarded }
log-cards-drawn-to-hand-face-down = { $side } roba { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a la mano, boca abajo (R-DECK-1)
log-cards-drawn-to-choose-face-down = { $side } roba { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } para elegir, boca abajo (L235)
log-cards-kept-face-down = { $side } se queda { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, boca abajo, y descarta { $discarded }
log-commander-order-drawn-face-down = { $side } roba una orden de comandante, boca abajo (L236)
log-commander-order-kept-face-down = { $side } se queda una orden de comandante, boca abajo
log-commander-order-used = { $side } usa la orden de comandante { $order }: { $text } (L1002-1012)

# El turno.
log-awaits = se espera: { $awaiting }
log-phase-began = turno { $turn }: fase de { $phase }
log-victory-points = puntos de victoria { $vp1 } - { $vp2 }: { $detail }
log-winner = gana { $side }
log-no-winner = sin vencedor
log-battle-ended = la batalla ha terminado: { $reason }; puntos de victoria { $vp1 } - { $vp2 }; { $winner }
log-honor-tested = { $unit }: chequeo de Honor contra { $honor }, dados { $dice }: { $passed ->
    [true] superado
   *[false] fallado
} ({ $why }) (R-DICE-3)
log-unit-removed = { $unit } sale de la batalla: { $reason }
# Muere un líder en solitario (un héroe en su propia peana): su unidad se va con él, no queda aniquilada.
log-lone-leader-removed = { $unit } muere y sale de la batalla
log-markers-none = ninguno
log-markers-set = { $unit }: marcadores { $markers }
log-turn-markers-cleared = se retiran los marcadores de usada y aturdida; el ki termina (L238)

# Tiradas y ofrendas a los dioses.
log-roll-initiative = tirada de iniciativa
log-roll-strategy = tirada de estrategia
log-roll-orders = tirada de órdenes
log-roll-charge-move = tirada de movimiento de carga de { $charger } contra { $target }
log-roll-combat = tirada de combate
log-roll-wounds = tiradas de heridas
log-roll-protect-leader = tirada de proteger al líder (con 4+ la herida la recibe la unidad)
log-roll-honor = tirada de honor
log-roll-fall-back = tirada de repliegue o retirada de { $unit }
log-roll-run = tirada de movimiento potenciado de { $unit }
log-roll-flee = tirada de huida de { $unit } ante { $charger }
log-roll-retreat-honor = tirada de honor de { $unit } en retirada
log-roll-opportunity-charge = tirada de carga de oportunidad de { $charger } contra { $mover }
log-roll-pursuit-honor = tirada de honor de { $pursuer } para perseguir a { $fleeing }
log-roll-pursuit-move = tirada de movimiento de persecución de { $pursuer } tras { $fleeing }
log-roll-chain-honor = tirada de honor de { $unit }, perdedora del combate múltiple
log-roll-led-order = tirada de órdenes de { $unit }, liderada, para su ki
log-roll-die = { $value } ({ $side })
log-roll-made = { $what }: { $dice }; las ofrendas a los dioses pueden cambiarla (R-DECK-4)
log-offered-reroll = { $side } ofrenda la carta { $card }: el dado { $die } se repite y saca { $value } (L1028)
log-offered-add-value = { $side } ofrenda la carta { $card }: +{ $bonus } al dado { $die }, { $value } (L1029)
log-offering-passed = { $side } no hace ofrenda
log-roll-settled = la tirada se aplica

# Iniciativa, parejas y órdenes.
log-initiative-taken = { $side } toma la iniciativa: { $why }
log-pair-began = empieza una pareja de activaciones, { $side } activo (L270)
log-unit-activated = { $side } activa { $unit }
log-orders-given = tiradas de órdenes { $total1 } - { $total2 }: órdenes { $orders1 }{ $ki1 ->
    [true] {" + ki"}
   *[false] {""}
} - { $orders2 }{ $ki2 ->
    [true] {" + ki"}
   *[false] {""}
} (R-TURN-2)
log-orders-spent = { $side } gasta { $count ->
    [one] { $count } orden
   *[other] { $count } órdenes
}: { $on }
log-held = { $side } guarda las órdenes que le quedan
log-next-to-act = { $side } da la siguiente orden
log-combat-order-made = { $side } ya ha dado su orden de combate (L468, L602)
log-shot-lost = { $shooter }: ninguna miniatura alcanza a { $target }, el disparo se pierde (L743, R-SHOT-1)
log-reacted = { $unit } reaccionó (L838)
log-reaction-ended = { $unit }: termina su reacción, marcador de unidad usada (L842)
log-lead-orders-opened = { $side }: { $units } pueden dar una orden cada una, la misma para todas (L830)
log-led-order-given = { $unit } da su orden de la orden de liderar: { $order } (L830)
log-units-led = unidades lideradas: { $units } (L821, L828)
log-pair-ended = termina la pareja; usadas: { $units } (L299)
log-activation-counted = { $side } cuenta una activación
log-lone-activation-used = se gasta la activación extra en solitario (R-TURN-3)
log-led-order-rolled = { $unit }, liderada: tirada de órdenes { $die } (total { $total }){ $ki ->
    [true] {" + ki"}
   *[false] {""}
} (L838, R-TURN-2)

# Movimientos.
log-model-moved = { $model } se mueve a ({ $x }, { $y }) cm mirando a { $facing }°
log-model-removed = { $model } muere
log-base-taken-off = { $model } se retira de la mesa (R-TW-5)
log-move-rolled = { $unit }: dados de movimiento { $dice }, hasta { $cm } cm (R-MOV-1)
log-disengaged = { $unit } se destraba de { $from } (L574)
log-fall-back = { $unit } { $retreat ->
    [true] se retira
   *[false] se repliega
} { $cm } cm (dados { $dice }) (R-MOV-1, L966)
log-pursuit-rolled = { $unit } persigue a { $fleeing }: dados { $dice }, { $cm } cm (L984, R-MOV-1)

# Cargas.
log-charge-declared = { $charger } carga contra { $target }{ $powered ->
    [true] {" (potenciada)"}
   *[false] {""}
} (L596)
log-charge-reaction = { $unit }: { $reaction ->
    [receive] recibe la carga
    [flee] huye (L866)
   *[stand-and-shoot] aguanta y dispara (L850)
}
log-charge-resolved = alcance de carga { $reach } cm contra { $distance } cm: { $success ->
    [true] llega
   *[false] no llega
} (R-CHG-1)
log-charge-cleared = la carga ha terminado

# Combates, duelos y combates múltiples.
log-fight-declared = { $attacker } combate contra { $defender }{ $powered ->
    [true] {" (potenciado)"}
   *[false] {""}
}{ $duel ->
    [true] {": duelo de líderes"}
   *[false] {""}
} (L632)
log-fight-cleared = el combate ha terminado
log-duel-challenged = { $challenger } reta a duelo a { $challenged } (L776)
log-duel-accepted = se acepta el duelo
log-duel-refused = se rechaza el duelo (L778)
log-duel-units-marked = en duelo este turno: { $units } (L795)
log-casualties-taken = { $unit }: { $lost ->
    [one] { $lost } baja
   *[other] { $lost } bajas
}; marcador de herida { $wounded }, marcadores de aturdida { $stuns }; heridas del líder { $leader_wounds } (R-CAS-1){ $leader_killed ->
    [true] {"; el líder muere"}
   *[false] {""}
}
log-size-comes-down = { $unit }: { $before } → { $after }; contador de heridas { $wounded }, marcadores de aturdida { $stuns }; heridas del líder { $leader_wounds } (R-TW-5){ $leader_killed ->
    [true] {"; el líder muere"}
   *[false] {""}
}
log-combat-resolved = { $attacker } contra { $defender }: tirada con semilla { $seed }
log-combat-began = { $attacker } contra { $defender }: se tira paso a paso, con ofrendas a los dioses tras cada tirada (R-DECK-4)
log-combat-dice = los dados cuentan como { $dice }
log-leader-protected = { $unit } protege a su líder de unidad de la herida: 1D6, con 4+ la recibe la unidad (R-WOUND-4, L917)
log-leader-unprotected = { $unit }: el líder de unidad recibe la herida (R-WOUND-4, L917)
log-combat-finished = las tiradas del combate han terminado; se aplica su resultado
log-general-died = muere el general de { $side }: -1 al Honor y a la Iniciativa del ejército (L438)
log-combat-winner-loser = gana { $winner }, pierde { $loser }
log-combat-result = resultado: { $result } ({ $why })
log-command-duel-declared = { $side } declara un duelo de mando y apuesta { $stake } (R-DECK-3)
log-command-duel-resolved = duelo de mando { $stake1 } - { $stake2 }: { $side } tiene la iniciativa (R-DECK-3)
log-destroyed-vp = { $side } suma { $vp ->
    [one] { $vp } punto de victoria
   *[other] { $vp } puntos de victoria
} por unidades destruidas

# Tras el combate.
log-aftermath-none = nada pendiente tras el combate
log-aftermath-chain = combates pendientes del combate múltiple: { $left } (L709-719)
log-aftermath-pursuit = { $pursuer } puede perseguir a { $fleeing } (L978)
log-aftermath-melee-moves = movimientos tras el combate para { $units } (L994)
log-aftermath-set = tras el combate: { $parts }
log-casualties-removed = { $unit }: { $models } retiradas como bajas: { $why }
log-base-removed = { $unit }: se retira su peana de movimiento, y con ella la unidad entera (R-TW-5): { $why }
log-opponent-pick = { $model } contra { $against }
log-opponents-picked = { $unit }: las miniaturas en contacto con dos unidades enemigas combaten así: { $picks } (L719)
log-table-sides-swapped = { $side } toma el otro lado de la mesa: los bandos del escenario intercambian zonas, objetivos y papeles (R-SCEN-1)
log-casualties-chosen = { $unit }: su jugador retira { $models } (R-CAS-2, L929-935)
log-multiple-combat-result = combate múltiple: vencedores { $winners }, perdedores { $losers }; bajas { $side1 } { $loss1 } - { $side2 } { $loss2 } ({ $why })
log-multiple-combat-draw = combate múltiple: empate, ningún bando gana; bajas { $side1 } { $loss1 } - { $side2 } { $loss2 } ({ $why })

# Cargas de oportunidad (L848-852): el movimiento al que responden ($kind de log-move-kind).
log-move-kind = { $kind ->
    [order] movimiento
    [melee-move] movimiento de melé
    [pursuit] persecución de { $unit }
    [charge] carga contra { $unit }
    [flight] huida de { $unit }
    [retreat] retirada
   *[fall-back] repliegue
}
log-pending-move-none = ningún movimiento espera una carga de oportunidad
log-pending-move-caught = { $unit } fue alcanzada por { $charger } en su recorrido ({ $kind }): lo que sigue a su movimiento espera al combate (L852)
log-pending-move-charged = { $unit } ({ $kind }, { $models ->
    [one] { $models } miniatura
   *[other] { $models } miniaturas
}) espera: { $charger } la carga por oportunidad (L850)
log-pending-move-declared = { $unit } indica su recorrido ({ $kind }, { $models ->
    [one] { $models } miniatura
   *[other] { $models } miniaturas
}); el enemigo puede cargar por oportunidad (L850)
log-opportunity-caught = alcanzado al { $percent }% de su recorrido
log-opportunity-missed = no lo alcanza
log-opportunity-charge-resolved = carga de oportunidad de { $charger } contra { $mover }: alcance { $reach } cm, lo más cerca { $distance } cm: { $verdict } (L852, R-CHG-1)

# Líderes que se unen a unidades o las abandonan (L537-551).
log-leader-move-none = ningún líder espera para unirse a una unidad o abandonarla
log-leader-move-join = { $leader } mueve para unirse a { $unit } al acabar el movimiento (L537)
log-leader-move-leave = el líder de { $unit } la abandona al acabar su movimiento (L545)
log-leader-joined = { $leader } se une a { $unit } y la lidera (L537-539)
log-leader-joined-swapping = { $leader } se une a { $unit } y la lidera, intercambiando su posición con { $with } (L537-541)
log-leader-left = { $model } abandona { $unit }: colocado en ({ $x }, { $y }) como la unidad { $new_unit }, usada y reactiva (L545-551)
log-leader-change-dropped = { $unit }: el líder no se une ni abandona la unidad: { $why } ({ $rule })

# La lectura de la batalla en el panel del registro (app::panels::battle_log): cada entrada
# titulada por lo que pasó, las entradas agrupadas por activación o fase, los pases plegados en
# una línea. Un grupo de entradas: una fase de un turno ($phase como en log-phase; $name sus
# palabras), o una pareja de activaciones ($units: el log-group-activates de cada bando, unidos).
log-group-phase = { $phase ->
    [setup] Antes de la batalla: preparación
    [ended] El final de la batalla
   *[other] Turno { $turn }: fase de { $name }
}
log-group-pair = Turno { $turn }: { $units }
log-group-pair-active = Turno { $turn }: { $side } es el bando activo
log-group-activates = { $side } activa { $unit }
# Entradas en las que nada pasó (sin ofrenda, reservar, terminar activaciones), plegadas.
log-passes = { $count ->
    [one] { $count } pase
   *[other] { $count } pases
}
# Los pasos de la calculadora de combate dentro de una entrada.
log-roll-steps = { $steps ->
    [one] { $steps } paso de la tirada
   *[other] { $steps } pasos de la tirada
}
# El título de una entrada: su resultado más elocuente. Las distancias llegan con un decimal.
log-title-battle-ended = La batalla ha terminado: { $winner }
log-title-general-dies = Muere el general: { $leader } ({ $side })
log-title-general-dies-unnamed = Muere el general de { $side }
log-title-leader-dies = Muere el líder de { $unit }: { $leader }
log-title-lone-leader-dies = Muere { $unit }
log-title-unit-removed = { $unit } { $reason ->
    [wiped-out] queda destruida
   *[failed-retreat] sale de la batalla: falló su chequeo de Honor en retirada
}
log-title-melee-won = { $winner } gana el cuerpo a cuerpo contra { $loser }: { $lost ->
    [one] { $lost } baja
   *[other] { $lost } bajas
}
log-title-melee-draw = { $attacker } y { $defender } empatan el cuerpo a cuerpo: bajas { $lost1 } - { $lost2 }
log-title-multiple-result = { $winners } { $count ->
    [one] gana
   *[other] ganan
} el combate múltiple contra { $losers }: bajas { $loss1 } - { $loss2 }
log-title-multiple-draw = El combate múltiple entre { $side1 } y { $side2 } acaba en empate: bajas { $loss1 } - { $loss2 }
log-title-fight = { $attacker } combate contra { $defender }: bajas { $lost1 } - { $lost2 }
log-title-shot = { $shooter } dispara a { $target }: { $lost ->
    [one] { $lost } baja
   *[other] { $lost } bajas
}
log-title-fall-back = { $unit } { $retreat ->
    [true] se retira
   *[false] se repliega
} { $cm } cm
log-title-charge-short = { $charger } carga contra { $target }: se queda a { $short } cm
log-title-charge-reaches = { $charger } carga contra { $target } y llega ({ $reach } cm para { $distance } cm)
log-title-charge-short-unnamed = La carga se queda a { $short } cm
log-title-charge-reaches-unnamed = La carga llega ({ $reach } cm para { $distance } cm)
log-title-opportunity = { $charger } carga por oportunidad contra { $mover }: { $caught ->
    [true] lo alcanza
   *[false] no lo alcanza
}
log-title-honor = { $unit } { $passed ->
    [true] supera
   *[false] falla
} su chequeo de Honor ({ $why })
log-title-casualties-removed = { $unit } pierde { $count ->
    [one] { $count } miniatura
   *[other] { $count } miniaturas
}: { $why }
log-title-base-removed = { $unit } pierde su peana de movimiento y con ella la unidad entera: { $why }
log-title-flees = { $unit } huye de la carga

# A whole entry as the command line prints it (`kensei battle replay --text`)
log-setup-entry = Tiradas de preparación
log-refused = rechazada: { $why }
