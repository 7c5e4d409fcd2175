# Los veredictos de la mesa que muestra el lienzo (src/table/words.rs): problemas de formación
# (R-FORM-1) y lo que hace ilegal un movimiento arrastrado (L478, L523, L527-531, L557-558).

table-formation-too-few-near = { $model } tiene { $found ->
        [one] { $found } miniatura
       *[other] { $found } miniaturas
    } de su unidad a { $within-cm } cm o menos, necesita { $needed } (R-FORM-1)
table-formation-too-far-apart = { $a } y { $b } están a { $distance-cm } cm, a más de { $spread-cm } cm (R-FORM-1)

table-move-crosses-impassable = cruza terreno impasable `{ $terrain }` (L523)
table-move-passes-through-model = atraviesa la miniatura `{ $model }` (L527, L531)
table-move-leaves-table = sale de la mesa (L478)
table-move-run-crosses-difficult = una carrera no puede cruzar terreno difícil `{ $terrain }` (L557)
table-move-run-out-of-view = una carrera debe avanzar hacia delante o hacia los lados, dentro del campo de visión (L558)
