# Lo que la batalla espera, con el bando nombrado (src/narration/awaiting.rs).

await-terrain-order = Esperando a que { $side } elija quién coloca primero la escenografía extra
await-extra-terrain = Esperando a que { $side } coloque escenografía extra
await-commander-orders = Esperando a que { $side } elija órdenes de comandante
await-deploy = Esperando a que { $side } despliegue
await-keep-cards = Esperando a que { $side } se quede cartas
await-keep-order = Esperando a que { $side } se quede una orden de comandante
await-offerings = Esperando a que { $side } haga o pase una ofrenda
await-active-side = Esperando a que { $side } elija el bando activo
await-choose-unit = Esperando a que { $side } active una unidad
await-spend-order = Esperando a que { $side } dé una orden
await-charge-reaction = Esperando a que { $side } reaccione a la carga
await-fight-back = Esperando a que { $side } devuelva el combate
await-duel-answer = Esperando a que { $side } responda al duelo
await-duel-stake = Esperando a que { $side } apueste cartas en el duelo de mando
await-ki-ability = Esperando a que { $side } elija una habilidad de ki
await-commander-activation = Esperando a que { $side } use una activación de comandante o termine
await-protect-leader = Esperando a que { $side } decida si protege a su líder de unidad de una herida
await-next-combat = Esperando a que { $side } elija el siguiente combate del combate múltiple
await-pick-opponents = Esperando a que { $side } elija contra quién combaten sus miniaturas en contacto con dos unidades enemigas (L719)
await-choose-table-side = Esperando a que { $side }, que ganó la tirada de estrategia, elija su lado de la mesa (R-SCEN-1)
await-choose-casualties = Esperando a que { $side } elija qué miniaturas pierde su unidad (R-CAS-2, L929-935)
await-pursuit = Esperando a que { $side } persiga o se quede
await-opportunity-charge = Esperando a que { $side } haga una carga de oportunidad contra el movimiento declarado o lo deje pasar
await-melee-move = Esperando a que { $side } haga un movimiento de melé o lo omita
await-nothing = la batalla ha terminado
