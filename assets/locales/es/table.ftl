# Los veredictos de la mesa que muestra el lienzo (src/table/words.rs): problemas de formación
# (R-FORM-1) y lo que hace ilegal un movimiento arrastrado (L478, L523, L527-531, L557-558).

table-formation-too-few-near = { $model } tiene { $found ->
        [one] { $found } miniatura
       *[other] { $found } miniaturas
    } de su unidad a { $within-cm } cm o menos, necesita { $needed } (R-FORM-1)
table-formation-too-far-apart = { $a } y { $b } están a { $distance-cm } cm, a más de { $spread-cm } cm (R-FORM-1)

table-move-crosses-impassable = cruza terreno impasable `{ $terrain }` (L523)
table-move-passes-through-model = atraviesa la peana de `{ $model }` (L527, L531)
table-move-leaves-table = sale de la mesa (L478)
table-move-run-crosses-difficult = una carrera no puede cruzar terreno difícil `{ $terrain }` (L557)
table-move-run-out-of-view = una carrera debe avanzar hacia delante o hacia los lados, dentro del campo de visión (L558)

# Un combate entre dos unidades de la mesa tal como la batalla lo resolvería ahora, y la
# cobertura de cada unidad con su motivo (src/narration/fight_on_table.rs).
table-cover-melee-in = { $unit }: a cubierto en el cuerpo a cuerpo, { $covered } de { $counted } miniaturas a 2,5 cm o menos de escenografía que cubre, necesita { $needed } (L678, R-COVER-1)
table-cover-melee-out = { $unit }: sin cobertura en el cuerpo a cuerpo, { $covered } de { $counted } miniaturas a 2,5 cm o menos de escenografía que cubre, necesita { $needed } (L678, R-COVER-1)
table-cover-shot-in = { $unit }: a cubierto del disparo, { $covered } de las { $counted } miniaturas vistas cubiertas, necesita { $needed } (R-COVER-2)
table-cover-shot-out = { $unit }: sin cobertura del disparo, { $covered } de las { $counted } miniaturas vistas cubiertas, necesita { $needed } (R-COVER-2)
table-cover-by-terrain = a 2,5 cm o menos de { $terrain } (R-COVER-1, L142)
table-cover-by-partial = visión parcial a través de { $obstacles } (R-COVER-1, L143)
table-fight-engaged = { $attacker } y { $target } están en contacto: una orden de combate (R-ENG-1, L652)
table-fight-charge = { $attacker } carga contra { $target }: { $distance } cm, necesita { $needs } ({ $die-chance } en el dado) y llega { $chance }; potenciada { $powered-needs } ({ $powered-die-chance } en el dado), llega { $powered-chance } (R-CHG-1, L604); el combate tras ella supone contacto
table-fight-out-of-reach = { $attacker } no alcanza a { $target }: { $distance } cm, fuera de alcance incluso con una carga potenciada y un 6 (R-CHG-1)
table-fight-not-seen = Ninguna miniatura de { $attacker } ve a { $target }: no puede cargar contra ella (L612)
table-fight-shot-lost = Ninguna miniatura de { $attacker } tiene a { $target } a alcance y a la vista: el disparo se perdería (L743, R-SHOT-1)
