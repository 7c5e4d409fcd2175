# Las órdenes del reglamento (battle::command::OrderKind), como las nombran la línea de órdenes
# y la ventana.

order-move = mover
order-run = mover potenciado
order-disengage = destrabar
order-charge = cargar
order-fight = combatir
order-shoot = disparar
order-duel = retar a duelo
order-lead = liderar
order-reload = recargar
order-parapet = parapetar

# Los nombres de las seis órdenes de comandante originales (OrderEffect, L1002-1012); lo que
# hace cada una es event-order-played-effect.
commander-order-banzai = Banzai
commander-order-forced-march = Marcha forzada
commander-order-steady-ranks = Filas firmes
commander-order-hidden-path = Senda oculta
commander-order-volley = Andanada
commander-order-ancestors-watch = La mirada de los ancestros
# La carta de orden de comandante de una facción cuyo archivo no da texto (conocida solo por su id).
commander-order-printed = su efecto está en la carta impresa
