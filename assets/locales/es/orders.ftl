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

# Los nombres de las seis órdenes de comandante originales (OrderEffect, L1001-1011); lo que
# hace cada una es event-order-played-effect.
commander-order-name = { $effect ->
    [banzai] Banzai
    [forced_march] Marcha forzada
    [steady_ranks] Filas firmes
    [hidden_path] Senda oculta
    [volley] Andanada
   *[ancestors_watch] La mirada de los ancestros
}
