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
