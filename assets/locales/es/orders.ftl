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
