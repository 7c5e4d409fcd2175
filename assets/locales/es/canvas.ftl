# Las etiquetas y la ayuda emergente del lienzo (src/app/canvas/text.rs): valores `Help` y
# `Label`; el id es `canvas-help-` o `canvas-label-` y el nombre del valor en kebab-case. Las
# cifras son variables con el nombre de lo que son ($cm, $chance…); el código pasa cada una por
# ese nombre.


## Help
canvas-help-tape = Distancia entre los bordes más cercanos de las peanas (R-GEO-1, libro L71): 0 si se tocan.
canvas-help-tape-points = Distancia en línea recta entre dos puntos de la mesa, en cm (R-UNIT-1).
canvas-help-view = Campo de visión: el semiplano delante de la línea por el punto frontal (R-VIEW-1, libro L120).
canvas-help-sides = Línea de frente por el punto frontal, de retaguardia por el opuesto; entre ambas, el flanco (R-SIDE-1, libro L689).
canvas-help-sight = Línea de visión: un pasillo tan ancho como la peana, de centro a centro; total si nada lo toca, ninguna si obstáculos tan altos como el observador lo cierran entero, si no parcial (R-LOS-1, R-LOS-2, libro L124-134).
canvas-help-cover = A cubierto: a 2,5 cm o menos de un elemento de escenografía que cubre, o visión parcial por un obstáculo que no es de su unidad (R-COVER-1, libro L138). Frente a una unidad que dispara, la visión parcial solo cuenta si ningún tirador ve la miniatura de forma total: una unidad ve con todas sus miniaturas (R-COVER-2, libro L136).
canvas-help-engaged = Trabados: peanas enemigas a 2,5 cm o menos y el rayo frontal de una atraviesa la otra (R-ENG-1, libro L147).
canvas-help-zone-of-control = Zona de control: todo punto a MOV o menos de la peana (R-ZOC-1).
canvas-help-range = Alcance de disparo por distancia entre bordes a la miniatura objetivo más cercana: corto, medio, largo (R-GEO-1, libro L737-741).
canvas-help-reach = Alcance de carga MOV + 1D6 (potenciada 2 x MOV + 1D6) contra la distancia entre bordes a la miniatura objetivo visible más cercana; probabilidad exacta sobre el D6 (R-CHG-1, libro L612-628).
canvas-help-move = Comprobación de movimiento: distancia restante, terreno difícil cruzado, terreno impasable (libro L519-523).
canvas-help-formation = Formación: cerrada, cada miniatura a 2,5 cm de otras dos; abierta, a 5 cm de otra; ninguna a más de 20 cm de otra (R-FORM-1, libro L391-399).
canvas-help-overlap = Peanas solapadas: las miniaturas no pueden estar unas sobre otras (R-GEO-1).
canvas-help-off-table = Parte de esta peana está fuera de la mesa (R-UNIT-2).
canvas-help-zone = Zona de despliegue (libro L206-214).
canvas-help-objective = Objetivo: lo puntúa el bando con una miniatura dentro de su radio al final de la batalla (libro L256).
canvas-help-terrain = Escenografía: su tipo afecta al movimiento (libro L519-523); con altura mayor que 0 puede tapar la visión (R-LOS-1); cobertura según R-COVER-1.
canvas-help-invalid-table = El motor de la mesa no puede medir esta mesa hasta corregir este problema; mientras tanto no se dibuja ninguna ayuda (R-UNIT-1..3).
canvas-help-unit = Unidad (R-UNIT-1..3) y sus marcadores.
canvas-help-verdict = Lo que la selección ve de la unidad enemiga bajo el puntero: su visión (R-LOS-2, libro L124-134) y a través de qué, su cobertura y por qué (R-COVER-1, R-COVER-2, libro L136-143), el alcance por distancia entre bordes (libro L1092-1098) y el alcance de carga con su probabilidad (R-CHG-1, libro L612-628).

## Label
canvas-label-cm = { $cm } cm
canvas-label-sight-total = visión: total
canvas-label-sight-partial = visión: parcial
canvas-label-sight-none = visión: ninguna
canvas-label-in-cover = a cubierto
canvas-label-engaged = trabados
canvas-label-charge = carga { $cm } cm: { $chance }%
canvas-label-charge-out = carga { $cm } cm: fuera de alcance
canvas-label-charge-lands = carga { $cm } cm: { $chance }% en el dado, llega { $lands }%
canvas-label-no-target-seen = ninguna miniatura objetivo a la vista
canvas-label-verdict-seen = { $sight } ({ $seen } de { $models } miniaturas a la vista)
canvas-label-verdict-through = , a través de { $what }
canvas-label-verdict-out-of-view = , fuera del campo de visión (R-VIEW-1)
canvas-label-verdict-in-cover = { $count } a cubierto (R-COVER-1)
canvas-label-verdict-in-open = sin cobertura
canvas-label-verdict-unit-in-cover = unidad a cubierto ({ $count } de { $seen } vistas a cubierto, R-COVER-2)
canvas-label-verdict-unit-in-open = unidad sin cobertura ({ $count } de { $seen } vistas a cubierto, R-COVER-2)
canvas-label-verdict-cover-terrain = a 2,5 cm o menos de { $what }
canvas-label-verdict-cover-partial = vista en parte tras { $what }
canvas-label-verdict-range = { $band }, { $cm } cm
canvas-label-zone-of-control = zona de control { $cm } cm
canvas-label-in-view = a la vista
canvas-label-front = frente
canvas-label-flank = flanco
canvas-label-rear = retaguardia
canvas-label-short = alcance corto
canvas-label-medium = alcance medio
canvas-label-long = alcance largo
canvas-label-out-of-range = fuera de alcance
canvas-label-deployment = despliegue, { $side }
canvas-label-ignorable = ignorable
canvas-label-difficult = difícil
canvas-label-impassable = impasable
canvas-label-blocker = tapa la visión
canvas-label-overlap = solapadas
canvas-label-off-table = fuera de la mesa
canvas-label-on-impassable = sobre terreno impasable
canvas-label-allowance-left = quedan { $cm } cm
canvas-label-allowance-over = { $cm } cm de más
canvas-label-run-needs = carrera 2 x MOV + 1D6: necesita { $needs }+ en el D6
canvas-label-run-beyond-reach = carrera: más allá de 2 x MOV + 6
canvas-label-difficult-crossed = cruza terreno difícil
canvas-label-impassable-crossed = cruza terreno impasable
canvas-label-victory-points = { $vp } PV
canvas-label-unit-size = tamaño { $size }/{ $start }

# Por qué no se puede aplicar un cambio de la mesa (src/app/canvas/edit.rs, `EditError`).
# `$value` es el id de la miniatura o del elemento de escenografía; `$what`: x, y, facing,
# height, corner; `$list`: model, terrain.
canvas-edit-unknown-model = no hay ninguna miniatura `{ $value }` en la mesa
canvas-edit-duplicate-model = ya hay una miniatura `{ $value }` en la mesa
canvas-edit-unknown-terrain = no hay ningún elemento de escenografía `{ $value }` en la mesa
canvas-edit-duplicate-terrain = ya hay un elemento de escenografía `{ $value }` en la mesa
canvas-edit-not-finite = { $what ->
    [x] la x
    [y] la y
    [facing] la orientación
    [height] la altura
   *[corner] una esquina
} de `{ $id }` no es un número finito
canvas-edit-too-few-corners = el elemento de escenografía `{ $value }` necesita al menos tres esquinas
canvas-edit-bad-index = la posición { $index } está más allá del final de la lista de { $list ->
    [model] miniaturas
   *[terrain] escenografía
}
canvas-edit-bad-base = la peana de `{ $value }` debe tener un tamaño positivo
canvas-edit-off-table = `{ $id }` quedaría fuera de la mesa de { $width-cm } × { $depth-cm } cm
