# Palabras que comparten la línea de órdenes y la ventana.

# Un bando de la batalla, por su número (0 o 1).
side = { $side ->
    [0] Bando 1
   *[other] Bando 2
}

# Un número de miniaturas, con su plural.
models = { $count ->
    [one] { $count } miniatura
   *[other] { $count } miniaturas
}

# Por qué una batalla jugada por un elector se detuvo antes (battle::autoplay::Stuck).
stuck-no-command = ninguna orden es legal mientras la batalla espera: { $awaiting }
stuck-refused = se rechazó una orden de la lista: { $rejection }
stuck-limit = { $commands ->
    [one] la batalla no llegó allí tras { $commands } orden
   *[other] la batalla no llegó allí tras { $commands } órdenes
}
