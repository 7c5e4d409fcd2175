# Los veredictos de la mesa que marca el lienzo (src/table/words.rs): problemas de formación
# (R-FORM-1).

table-formation-too-few-near = { $model } tiene { $found ->
        [one] { $found } miniatura
       *[other] { $found } miniaturas
    } de su unidad a { $within-cm } cm o menos, necesita { $needed } (R-FORM-1)
table-formation-too-far-apart = { $a } y { $b } están a { $distance-cm } cm, a más de { $spread-cm } cm (R-FORM-1)
