# Por qué la batalla rechaza una orden o decisión (battle::rejection). Un mensaje por variante:
# rejection-<grupo>-<variante>; la cita (regla del proyecto, líneas del reglamento) va detrás.
# Las distancias llegan con una décima de cm; los ángulos, en grados.

## Lo que espera la batalla ($awaiting de rejection-turn-not-awaited).

decision-terrain-order = decidir quién coloca primero la escenografía extra ({ $side-name })
decision-extra-terrain = colocar escenografía extra ({ $side-name })
decision-commander-orders = elegir sus órdenes de comandante ({ $side-name })
decision-deploy = desplegar una miniatura ({ $side-name })
decision-keep-cards = quedarse sus cartas ({ $side-name })
decision-keep-commander-order = quedarse una orden de comandante ({ $side-name })
decision-offerings = hacer una ofrenda a los dioses o pasar ({ $side-name })
decision-active-side = elegir el bando activo ({ $side-name })
decision-choose-unit = activar una unidad ({ $side-name })
decision-spend-order = dar una orden o esperar ({ $side-name })
decision-charge-reaction = reaccionar a la carga ({ $side-name })
decision-fight-back = devolver el combate ({ $side-name })
decision-duel-answer = responder al duelo ({ $side-name })
decision-duel-stake = apostar cartas en el duelo de mando ({ $side-name })
decision-commander-activation = una activación de comandante o el fin de su turno ({ $side-name })
decision-protect-leader = proteger o no al líder de unidad ({ $side-name })
decision-ki-ability = elegir una habilidad de ki ({ $side-name })
decision-next-combat = elegir el siguiente combate ({ $side-name })
decision-pick-opponents = elegir contra quién combaten sus miniaturas ({ $side-name })
decision-choose-table-side = elegir su lado de la mesa ({ $side-name })
decision-choose-casualties = elegir qué miniaturas pierde su unidad ({ $side-name })
decision-pursuit = perseguir o no ({ $side-name })
decision-melee-move = un movimiento tras el combate ({ $side-name })
decision-opportunity-charge = cargar contra el movimiento declarado o dejarlo pasar ({ $side-name })
decision-nothing = nada: la batalla ha terminado

## Una orden mal formada.

rejection-input-not-finite = una coordenada o un encaramiento no es un número finito
rejection-input-no-side = el bando { $side } no existe (0 o 1)

## El turno, la activación y sus órdenes.

rejection-turn-battle-over = la batalla ha terminado
rejection-turn-not-awaited = ahora no: la batalla espera: { $awaiting }
rejection-turn-active-not-a-side = el bando activo es el 0 o el 1
rejection-turn-no-unit-to-activate = no hay ninguna unidad `{ $unit }`
rejection-turn-not-your-unit-in-play = { $unit } no es una unidad en juego del { $side-name }
rejection-turn-used-marker = { $unit } tiene un marcador de unidad usada
rejection-turn-no-activation = no hay ninguna activación en curso
rejection-turn-no-order-left = al bando no le quedan órdenes
rejection-turn-not-active = { $unit } no es una unidad activa
rejection-turn-no-unit-to-order = no hay ninguna unidad `{ $unit }`
rejection-turn-order-cost = { $order-kind } requiere { $cost ->
    [one] una orden
   *[other] { $cost } órdenes
} y { $left ->
    [0] no queda ninguna
    [one] queda una
   *[other] quedan { $left }
}
rejection-turn-power-needs-orders = { $orders ->
    [one] potenciar requiere una orden más
    [2] potenciar requiere dos órdenes
   *[other] potenciar requiere { $orders } órdenes
}
rejection-turn-one-combat-order = una sola orden de combate voluntaria por activación

## Antes de la batalla: escenografía extra y órdenes de comandante elegidas.

rejection-setup-first-not-a-side = el primero debe ser el bando 0 o el 1
rejection-setup-too-few-corners = un elemento de escenografía necesita al menos tres esquinas
rejection-setup-bad-height = la altura de la escenografía debe ser un número >= 0
rejection-setup-too-many-allowances = el elemento usa { $pieces ->
    [one] un cuadro
   *[other] { $pieces } cuadros
} de 5x5 cm y solo quedan { $left }
rejection-setup-terrain-id-taken = la escenografía `{ $terrain }` ya está en la mesa
rejection-setup-pick-count = elige 1 para la mano y { $deck } para el mazo
rejection-setup-not-a-commander-order = { $order } no es una de las órdenes de comandante del bando
rejection-setup-picked-twice = { $order } elegida dos veces

## Despliegue.

rejection-deployment-no-model = no hay ninguna miniatura `{ $model }`
rejection-deployment-not-your-model = { $model } no es del { $side-name }
rejection-deployment-already-deployed = { $model } ya está en la mesa
rejection-deployment-one-of-each-first = primero una miniatura de cada unidad, por turnos; el resto después
rejection-deployment-leader-in-step-three = { $model } es un líder de ejército: los líderes se colocan cuando cada unidad ya tiene su primera miniatura en la mesa
rejection-deployment-outside-zone = ({ $x }, { $y }) está fuera de la zona de despliegue del { $side-name }
rejection-deployment-on-another-model = una miniatura no puede estar encima de otra
rejection-deployment-far-from-unit = las miniaturas de una unidad se despliegan a 2,5 cm o menos unas de otras

## El mazo de mando: cartas, ofrendas, duelo de mando, activaciones de comandante.

rejection-deck-keep-count = quédate exactamente { $size ->
    [one] una carta
   *[other] { $size } cartas
}
rejection-deck-keep-undrawn = quédate solo cartas que se hayan robado
rejection-deck-order-not-in-hand = { $order } no está en la mano
rejection-deck-offer-not-in-hand = no hay ninguna carta de valor { $card } en la mano
rejection-deck-no-roll = no hay ninguna tirada sobre la que hacer una ofrenda
rejection-deck-no-die = la tirada no tiene dado { $die }
rejection-deck-add-to-own-die = el valor de una carta solo se suma a un dado propio
rejection-deck-honor-test = una unidad no puede decidir fallar su chequeo de Honor: no se suma ninguna carta a su dado
rejection-deck-duel-not-now = un duelo de mando se declara en la fase de activación, no mientras se pide una apuesta o las activaciones de comandante
rejection-deck-duel-by-initiative = solo el bando sin la iniciativa declara un duelo de mando
rejection-deck-one-duel-per-pair = un duelo de mando por pareja de activaciones
rejection-deck-stake-nothing = apuesta al menos una carta
rejection-deck-answer-stake-nothing = apuesta al menos una carta
rejection-deck-stake-not-in-hand = apuesta solo cartas de la mano
rejection-deck-activation-not-in-hand = no hay ninguna carta de valor { $card } en la mano

## Órdenes de comandante.

rejection-commander-hidden-path-not-now = Senda oculta se usa durante el despliegue, en tu turno de colocar una miniatura
rejection-commander-not-between-orders = las órdenes de comandante se usan en la fase de activación, entre órdenes
rejection-commander-not-in-hand = { $order } no está en la mano de órdenes de comandante (una orden usada se pierde)
rejection-commander-cost = { $order } cuesta { $cost ->
    [one] una carta
   *[other] { $cost } cartas
}{ $plus-x ->
    [true] { " + X" }
   *[other] { "" }
}
rejection-commander-x-cards = X = { $x } necesita { $cost } + { $x } cartas, se dan { $given }
rejection-commander-no-x = { $order } no tiene X
rejection-commander-discard-not-in-hand = descarta solo cartas de la mano
rejection-commander-names-no-units = { $order } se juega según su texto: aquí no nombra unidades
rejection-commander-not-your-unit = { $unit } no es una de tus unidades en juego
rejection-commander-used-unit = { $unit } tiene marcador de unidad usada: no puede elegirse
rejection-commander-one-unit = { $order } nombra exactamente una unidad
rejection-commander-x-at-least-one = { $order } necesita una X de al menos 1
rejection-commander-x-units = X = { $x }: nombra { $x ->
    [one] una unidad
   *[other] { $x } unidades
}, se nombran { $named }
rejection-commander-already-banzai = { $unit } ya tiene Banzai
rejection-commander-no-shooting-weapon = { $unit } no tiene arma de disparo
rejection-commander-already-volley = { $unit } ya tiene Descarga
rejection-commander-already-steady-ranks = { $unit } ya tiene Filas firmes
rejection-commander-not-skirmisher = { $unit } no es una unidad de hostigadores
rejection-commander-already-deployed = { $unit } ya tiene miniaturas desplegadas
rejection-commander-no-general = Marcha forzada necesita un general vivo
rejection-commander-named-twice = { $unit } nombrada dos veces
rejection-commander-far-from-general = { $unit } está a { $distance-cm } cm del general, más de 10 cm
rejection-commander-stun-markers = { $unit } tiene { $stunned ->
    [one] un marcador de aturdimiento
   *[other] { $stunned } marcadores de aturdimiento
} y se quieren retirar { $remove }
rejection-commander-hidden-path-off-table = Senda oculta: la miniatura debe estar sobre la mesa
rejection-commander-hidden-path-impassable = no se puede desplegar sobre la escenografía infranqueable `{ $terrain }`
rejection-commander-hidden-path-near-enemy = Senda oculta: a { $distance-cm } cm de { $enemy }, debe estar a más de 30 cm de todo enemigo

## Órdenes de movimiento (mover, mover potenciado, destrabar).

rejection-move-no-unit = no hay ninguna unidad `{ $unit }`
rejection-move-no-model = no hay ninguna miniatura `{ $model }`
rejection-move-not-in-unit = { $model } no está en { $unit }
rejection-move-moved-twice = { $model } se mueve dos veces
rejection-move-engaged-only-turns = una miniatura trabada solo puede girar en el sitio (destrabarse para salir)
rejection-move-not-engaged = solo una unidad trabada en combate se destraba
rejection-move-ends-on = { $model } terminaría su movimiento encima de { $other }
rejection-move-crosses-impassable = { $model } cruzaría escenografía infranqueable `{ $terrain }`
rejection-move-leaves-table = { $model } saldría de la mesa: ninguna orden saca una miniatura de ella
rejection-move-passes-through = { $model } atravesaría { $other }: las demás unidades son infranqueables
rejection-move-run-through-difficult = { $model }: un movimiento potenciado no puede cruzar terreno difícil `{ $terrain }`
rejection-move-run-through-friends = { $model }: un movimiento potenciado no puede atravesar miniaturas amigas (son terreno difícil)
rejection-move-run-out-of-view = { $model }: un movimiento potenciado va hacia delante o a los lados, dentro del campo de visión
rejection-move-run-too-far = { $model } recorrería { $length-cm } cm; un movimiento potenciado llega como mucho a 2 x MOV + 1D6 = { $reach-cm } cm{ $forced-cm ->
    [0] { "" }
   *[other] { " " }(+{ $forced-cm } cm de marcha forzada)
}
rejection-move-too-far = { $model } recorrería { $length-cm } cm y su MOV es { $mov-cm }{ $forced-cm ->
    [0] { "" }
   *[other] { " " }(+{ $forced-cm } cm de marcha forzada)
}
rejection-move-too-far-halved = { $model } recorrería { $length-cm } cm y su MOV es { $allowance-cm }, a la mitad: un segundo movimiento en esta activación por terreno difícil{ $forced-cm ->
    [0] { "" }
   *[other] { " " }(+{ $forced-cm } cm de marcha forzada)
}
rejection-move-formation-too-few-near = el movimiento dejaría a { $unit } fuera de formación: { $model } tiene { $found } de su unidad a { $within-cm } cm o menos y necesita { $needed }
rejection-move-formation-too-far-apart = el movimiento dejaría a { $unit } fuera de formación: { $a } y { $b } están a { $distance-cm } cm, más de { $most-cm } cm
rejection-move-not-away = { $model } terminaría a { $now-cm } cm del enemigo con el que combate, a menos de { $before-cm } cm: destrabarse es alejarse
rejection-move-still-engaged = { $model } seguiría trabada con { $enemy }: destrabarse termina fuera del cuerpo a cuerpo, lejos de las unidades con las que combatía

## El encaramiento con que acaba un movimiento.

rejection-facing-engaged-not-facing = { $model } traba con { $enemy } y debe encararse al centro de su peana ({ $towards-deg }°, ±{ $tolerance-deg }°), no a { $facing-deg }°
rejection-facing-not-one-way = { $model } terminaría encarada a { $facing-deg }°: las miniaturas de { $unit } giran en torno a un punto, así que terminan encaradas todas hacia un mismo lado (±{ $tolerance-deg }°)
rejection-facing-not-toward-move = { $model } terminaría encarada a { $facing-deg }°: la unidad se desplaza hacia { $toward-deg }° y todas sus miniaturas terminan orientadas en la dirección del desplazamiento (±{ $tolerance-deg }°)

## Carga.

rejection-charge-not-enemy = { $target } no es una unidad enemiga en juego
rejection-charge-engaged = una unidad trabada en combate no puede cargar
rejection-charge-out-of-formation = una unidad fuera de formación no puede cargar
rejection-charge-disengaged = no se puede cargar a una unidad que se ha destrabado de ti este turno
rejection-charge-no-sight = ninguna miniatura que carga ve al objetivo

## Disparo.

rejection-shot-engaged = una unidad trabada en combate no puede disparar
rejection-shot-no-weapon = la unidad no tiene arma de disparo
rejection-shot-unloaded = armas descargadas: recarga primero
rejection-shot-target-in-melee = el objetivo está trabado en combate con una de tus unidades
rejection-shot-no-sight = ninguna miniatura ve a { $target }

## Combatir, duelo y combate múltiple.

rejection-melee-in-duel = no se puede combatir contra unidades en duelo este turno
rejection-melee-not-in-melee = { $unit } no está trabada en combate con { $target }
rejection-melee-not-a-leader = solo un líder reta a duelo
rejection-melee-target-no-leader = el objetivo no tiene líder al que retar
rejection-melee-challenger-not-engaged = el líder que reta debe estar él mismo trabado en combate con la unidad del líder retado
rejection-melee-duel-fought = estas unidades ya han librado un duelo este turno
rejection-melee-not-active-to-power = { $attacker } no es una unidad activa: no tiene órdenes para potenciar un combate
rejection-melee-chain-power-needs-order = potenciar requiere una orden más
rejection-melee-not-in-chain = { $attacker } contra { $defender } no es un combate pendiente de la cadena
rejection-melee-no-picks-due = ningún combate múltiple espera elecciones
rejection-melee-not-your-pick = ahora elige { $now }, no { $unit }
rejection-melee-not-in-contact = { $model } no está en contacto con { $against }
rejection-melee-pick-one = { $model } toca dos unidades enemigas: elige una
rejection-charge-several-needs-models = solo una unidad de varias miniaturas carga contra varias unidades a la vez
rejection-charge-named-twice = { $target } aparece dos veces entre las unidades cargadas
rejection-melee-picked-twice = { $model } está elegida más de una vez
rejection-melee-not-torn = { $model } no es una miniatura de { $unit } en contacto con dos unidades enemigas
rejection-casualties-none-due = ningún combate espera que se elijan bajas
rejection-casualties-not-this-unit = ahora elige sus bajas { $now }, no { $unit }
rejection-casualties-wrong-count = se nombran { $count } miniaturas, pero la unidad pierde { $casualties }
rejection-casualties-twice = { $model } está nombrada dos veces
rejection-casualties-not-removable = { $model } no puede ser baja de { $unit }: no es de la unidad, es su líder o ningún tirador la ve
rejection-casualties-engaged-first = { $model } no está en cuerpo a cuerpo y { $engaged }, que sí lo está, se queda: primero se retiran las que están en cuerpo a cuerpo
rejection-casualties-nearer-rank-first = { $model } está en una fila de detrás mientras { $nearer }, de una fila más cercana a los tiradores, sigue: las bajas de aguantar y disparar se retiran de las filas más cercanas a la tropa que dispara

## Reacciones: a una carga, y la carga de oportunidad.

rejection-reaction-no-charge = no hay ninguna carga a la que reaccionar
rejection-reaction-charged-gone = la unidad cargada ya no está
rejection-reaction-no-order = una reacción gasta una orden y al bando no le queda ninguna
rejection-reaction-flee-used = una unidad con marcador de unidad usada no puede huir (las hostigadoras sí)
rejection-reaction-flee-engaged = una unidad trabada en combate no puede huir
rejection-reaction-stand-used = una unidad con marcador de unidad usada no puede aguantar y disparar
rejection-reaction-stand-no-weapon = la unidad no tiene arma de disparo
rejection-reaction-stand-unloaded = armas descargadas: recarga primero
rejection-reaction-stand-engaged = una unidad trabada en cuerpo a cuerpo no puede aguantar y disparar: es un disparo, y una unidad en cuerpo a cuerpo no dispara
rejection-reaction-stand-no-sight = ninguna miniatura de la unidad ve a la unidad que carga: aguantar y disparar exige verla
rejection-reaction-nothing-to-power = solo aguantar y disparar gana algo al potenciarse: recibir la carga o huir no tienen efecto potenciado
rejection-reaction-no-declared-move = no hay ningún movimiento declarado al que reaccionar
rejection-reaction-already-reacted = { $unit } ya reaccionó en esta pareja de activaciones: recibe su marcador de unidad usada al terminar esa reacción, y una unidad que lo tiene no reacciona
rejection-reaction-cannot-charge = { $unit } no puede cargar contra { $mover }: necesita no estar usada ni trabada, mantener la formación, ver a la unidad que se mueve y tener alguna posibilidad de alcanzarla
rejection-reaction-share-out-of-range = el punto del recorrido es una fracción de 0 (inicio) a 1 (final)

## Líderes de ejército: liderar, unirse a una unidad y abandonarla.

rejection-leader-not-lone-leader = solo lidera un líder que no está en una unidad
rejection-leader-lead-count = lidera una o dos unidades
rejection-leader-no-unit-to-lead = no hay ninguna unidad `{ $unit }`
rejection-leader-not-friendly = { $unit } no es una unidad amiga
rejection-leader-led-used = { $unit } tiene un marcador de unidad usada
rejection-leader-already-led = { $unit } está liderada por otro líder
rejection-leader-lone-leader-led = { $unit } es otro líder en solitario
rejection-leader-too-far-to-lead = { $unit } está a más de 10 cm del líder
rejection-leader-already-active = { $unit } ya está activa
rejection-leader-lead-again = las unidades de una orden de liderar dan una orden cada una, no otra de liderar
rejection-leader-led-powered = las unidades de una orden de liderar dan una orden cada una, sin potenciar
rejection-leader-same-order = las unidades de una orden de liderar dan todas la misma orden: { $order-kind }
rejection-leader-no-unit-to-join = no hay ninguna unidad `{ $unit }`
rejection-leader-not-lone-to-join = solo un líder de ejército que actúa como unidad de una sola miniatura se une a una unidad
rejection-leader-no-leader-model = { $unit } no tiene miniaturas en la mesa
rejection-leader-not-friendly-in-play = { $unit } no es una unidad aliada en juego
rejection-leader-join-unused = { $unit } no tiene marcador de unidad usada: un líder solo se une a una unidad ya usada
rejection-leader-has-leader = { $unit } ya tiene líder: en la unidad no puede haber otro líder
rejection-leader-join-too-far = el líder acaba a { $gap-cm } cm de { $unit }: se une a 2,5 cm o menos
rejection-leader-swap-not-in-unit = { $model } no es una miniatura de { $unit }
rejection-leader-cannot-lead-not-a-leader = { $leader } no puede liderar { $unit }: no es un líder de ejército (L405)
rejection-leader-cannot-lead-leader-unit = { $leader } no puede liderar { $unit }: las tropas de la unidad son líderes de ejército (L415)
rejection-leader-cannot-lead-class = { $leader } no puede liderar { $unit }: las criaturas colosales, los Komuso y los Onmyouji nunca lideran unidades (L418)
rejection-leader-cannot-lead-lower-class = { $leader } no puede liderar { $unit }: su clase es inferior a la de la unidad (L416)
rejection-leader-cannot-lead-troop-type = { $leader } no puede liderar { $unit }: un líder de unidad es del mismo tipo de tropa que la unidad (L417)
rejection-leader-cannot-lead-unarmed = { $leader } no puede liderar { $unit }: un líder solo se une a una unidad con armas de proyectiles si lleva una (L417)
rejection-leader-cannot-lead-other-weapon = { $leader } no puede liderar { $unit }: un héroe solo se une a una unidad con armas de proyectiles si lleva una del mismo tipo (L417)
rejection-leader-cannot-lead = { $leader } no puede liderar { $unit }: no cumple los requisitos de líder de unidad (L411-418)
rejection-leader-no-unit-to-leave = no hay ninguna unidad `{ $unit }`
rejection-leader-not-unit-leader = solo un líder de unidad abandona su unidad (y solo un líder)
rejection-leader-on-movement-base = en guerra total este líder de unidad va en la peana de movimiento de su unidad, sin peana propia con la que abandonarla
rejection-leader-leave-engaged = la unidad acaba su movimiento trabada en combate: su líder no puede abandonarla
rejection-leader-leave-too-far = colocado a { $gap-cm } cm de su unidad: debe quedar a 5 cm o menos de una miniatura de ella
rejection-leader-leave-off-table = el líder quedaría fuera de la mesa
rejection-leader-leave-on-model = el líder quedaría sobre otra miniatura
rejection-leader-leave-impassable = el líder quedaría sobre escenografía infranqueable
rejection-leader-leave-engages = un líder que abandona su unidad no puede trabarse con ninguna miniatura enemiga

## Recargar y parapetar.

rejection-readiness-nothing-to-reload = no hay ningún marcador de armas descargadas que retirar
rejection-readiness-powered-reload = recargar potenciado requiere más de un marcador de armas descargadas
rejection-readiness-parapet-engaged = una unidad trabada en combate no puede parapetarse
rejection-readiness-already-parapeted = ya está parapetada
rejection-readiness-parapet-not-allowed = las unidades montadas y las de hostigadores no pueden parapetarse

## Tras el cuerpo a cuerpo: el movimiento del vencedor.

rejection-aftermath-no-melee-move = no corresponde ningún movimiento tras el combate
rejection-aftermath-no-model = no hay ninguna miniatura `{ $model }`
rejection-aftermath-not-winner = { $model } no está en la unidad vencedora { $unit }
rejection-aftermath-moved-twice = { $model } se mueve dos veces
rejection-aftermath-engaged-stays = { $model } está trabada en combate y se queda
rejection-aftermath-too-far = { $model } se movería { $travel-cm } cm y un movimiento tras el combate es de 5 cm como mucho
rejection-aftermath-off-table = ningún movimiento saca una miniatura de la mesa
rejection-aftermath-crosses-impassable = { $model } cruzaría escenografía infranqueable `{ $terrain }`
rejection-aftermath-ends-on = { $model } terminaría encima de otra miniatura
rejection-aftermath-not-seeking = { $model } debe moverse buscando miniaturas enemigas, no alejarse
rejection-aftermath-breaks-formation = { $unit } rompería su formación

## Habilidades de ki.

rejection-ki-nothing-to-choose = { $unit } no tiene ahora habilidad de ki que elegir
rejection-ki-no-unit = no hay ninguna unidad `{ $unit }`
rejection-ki-not-ability = { $ability } no es una habilidad de ki de { $unit }

## Las reglas especiales del escenario ($rule: el texto de la regla).

rejection-scenario-shot-beyond = ningún disparo a más de { $limit-cm } cm en el turno { $turn } (regla del escenario: { $rule })
rejection-scenario-stand-shoot-beyond = la unidad que carga está a { $distance-cm } cm: ningún disparo a más de { $limit-cm } cm en el turno { $turn } (regla del escenario: { $rule })
rejection-scenario-no-combat-orders = el { $side-name } no da órdenes de combate voluntarias en el turno { $turn } (regla del escenario: { $rule })
rejection-scenario-crosses = { $model } cruzaría `{ $terrain }` (regla del escenario: { $rule })
