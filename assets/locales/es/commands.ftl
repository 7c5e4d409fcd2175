# Lo que dice una orden: la orden que da un jugador (o el ordenador), como la escriben el
# registro de la batalla, los botones del seguimiento y `kensei battle ... --text`
# (src/narration/commands.rs).

cmd-keep-table-side = { $side }: quedarse con este lado de la mesa
cmd-take-other-table-side = { $side }: tomar el otro lado de la mesa
powered-suffix = { " " }(potenciada)
cmd-terrain-order = { $side }: { $first } coloca escenografía primero
cmd-place-terrain = { $side }: colocar escenografía { $terrain }
cmd-end-terrain = { $side }: no más escenografía
cmd-pick-orders = { $side }: orden de comandante { $hand } en mano, mazo { $deck }
cmd-deploy = { $side }: desplegar { $model } en { $x }, { $y }
cmd-keep-cards = { $side }: quedarse las cartas { $cards }
cmd-keep-order = { $side }: quedarse la orden de comandante { $order }
cmd-keep-cards-face-down = { $side }: quedarse { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, boca abajo
cmd-keep-order-face-down = { $side }: quedarse una orden de comandante, boca abajo
cmd-offer-reroll = { $side }: ofrecer un { $card } para repetir el dado { $die }
cmd-offer-add = { $side }: ofrecer un { $card } para sumarlo al dado { $die }
cmd-pass-offering = { $side }: sin ofrenda
cmd-active-side = { $side }: { $active } es el activo
cmd-activate = { $side }: activar { $unit }
cmd-hold = { $side }: guardar las órdenes restantes
cmd-receive = { $side }: recibir la carga
cmd-flee = { $side }: huir
cmd-stand-and-shoot = { $side }: aguantar y disparar{ $powered }
cmd-fight-back = { $side }: devolver el combate{ $powered }
cmd-accept-duel = { $side }: aceptar el duelo{ $powered }
cmd-refuse-duel = { $side }: rechazar el duelo
cmd-command-duel = { $side }: duelo de mando, apostando { $cards }
cmd-stake-duel = { $side }: responder al duelo de mando con { $cards }
cmd-commander-activation = { $side }: descartar un { $card } para una activación de comandante
cmd-end-activations = { $side }: terminar activaciones
cmd-order-on = { " " }sobre { $units }
cmd-choose-ki = { $side }: { $unit } usa la habilidad de ki { $ability }
cmd-use-order = { $side }: usar la orden de comandante { $order } (cartas { $cards })
cmd-choose-combat = { $side }: siguiente combate { $attacker } contra { $defender }
cmd-pick-opponents = { $side }: en { $unit }, { $picks }
cmd-pick-one = { $model } combate contra { $opponent }
cmd-choose-casualties = { $side }: { $unit } pierde { $models }
cmd-pursue = { $side }: intentar perseguir (tirada de honor)
cmd-protect-leader = { $side }: proteger al líder de unidad (1D6, con 4+ la herida la recibe la unidad)
cmd-leader-takes-it = { $side }: el líder de unidad recibe la herida
cmd-stay = { $side }: no perseguir
cmd-melee-move = { $side }: movimiento de melé de { $models ->
        [one] { $models } miniatura
       *[other] { $models } miniaturas
    }
cmd-opportunity-charge = { $side }: carga de oportunidad con { $unit }{ $powered }
cmd-let-move-pass = { $side }: dejar pasar el movimiento
cmd-skip-melee-move = { $side }: sin movimiento de melé
ord-move = mover { $models ->
        [one] { $models } miniatura
       *[other] { $models } miniaturas
    }{ $powered }
ord-disengage = destrabarse
ord-charge = cargar a { $target }{ $powered }
ord-charge-several = cargar a la vez a { $target } y { $others }{ $powered }
ord-fight = combatir contra { $target }{ $powered }
ord-shoot = disparar a { $target }{ $powered }
ord-duel = retar a duelo a { $target }{ $powered }
ord-lead = liderar a { $units }
ord-reload = recargar{ $powered }
ord-parapet = parapetarse
ord-join-unit = se une a { $unit } (L537)
ord-join-unit-swap = se une a { $unit } e intercambia su posición con { $model } (L541)
ord-leader-leaves = el líder abandona la unidad en ({ $x }, { $y }) (L545)
