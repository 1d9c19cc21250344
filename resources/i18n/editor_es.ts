<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>ArchetypeDialog</name>
    <message>
        <location filename="../../gui/editor/archetype.py" line="112" />
        <source>(Ninguno)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="121" />
        <source>Se puede elegir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="148" />
        <source>Requisitos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="152" />
        <source>Efectos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="156" />
        <source>Si lo eliges, en esta ficha:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="160" />
        <source>No cambia nada más.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="166" />
        <source>Ahora no cumple sus requisitos:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="169" />
        <source>Elegir de todos modos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="171" />
        <source>Elegir</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ArchetypeEditor</name>
    <message>
        <location filename="../../gui/editor/archetype.py" line="190" />
        <source>Elegir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="192" />
        <source>Ver los arquetipos, sus requisitos y qué cambiaría cada uno</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="194" />
        <source>Quitar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="208" />
        <source>&lt;i&gt;Ninguno&lt;/i&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="218" />
        <source>Requisitos:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="220" />
        <source>Efectos:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="225" />
        <source>Elegir «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message>
        <location filename="../../gui/editor/panels.py" line="122" />
        <source>%1: gastado %2 de %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/panels.py" line="125" />
        <source>¡te has pasado!</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CataloguePicker</name>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="60" />
        <source>Buscar por nombre o por texto…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="74" />
        <source>Detalle:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="77" />
        <source>Escribe el complemento (p. ej. «Historia»)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="83" />
        <source>Añadir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="173" />
        <source>coste %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="181" />
        <source>No se puede elegir ahora:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../gui/editor/chips.py" line="105" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChipListEditor</name>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="233" />
        <source>Añadir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="235" />
        <source>Elegir de la lista de «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="240" />
        <source>Escribe y pulsa Intro</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="242" />
        <source>Escribe un nuevo elemento de «%1» y pulsa Intro</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="286" />
        <source>Añadir «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="301" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="328" />
        <source>Añadir a «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="55" />
        <source>Cambiar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FractionEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="165" />
        <source>%1 = %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>IntEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="108" />
        <source>Entre %1 y %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="113" />
        <source>Como mínimo %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="274" />
        <source>vacío</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="275" />
        <source>Escribe el valor en JSON (por ejemplo [2, 4]) y pulsa Intro.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="287" />
        <source>No es un valor JSON válido.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ModelEditor</name>
    <message>
        <location filename="../../gui/editor/form.py" line="180" />
        <source>Tiene «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NumberDictAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="153" />
        <source>Cambiar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NumberDictEditor</name>
    <message>
        <location filename="../../gui/editor/collections.py" line="360" />
        <source>Nombre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="360" />
        <source>Valor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="380" />
        <source>Escribe y pulsa Intro</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="384" />
        <source>Añadir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="388" />
        <source>Quitar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="412" />
        <source>Añadir a «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="418" />
        <source>Ya está en la ficha.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="438" />
        <source>Añadir «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="453" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PortraitButton</name>
    <message>
        <location filename="../../gui/editor/portrait.py" line="75" />
        <source>Elegir el retrato del personaje (se guarda junto a la ficha)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="77" />
        <source>Quitar el retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="95" />
        <source>Retrato…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="106" />
        <source>Elegir retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="106" />
        <source>Imágenes (%1)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProblemsAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="275" />
        <source>la ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/models.py" line="276" />
        <source>En %1. Haz clic para ir al campo.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecordListEditor</name>
    <message>
        <location filename="../../gui/editor/collections.py" line="128" />
        <source>Añadir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="128" />
        <source>Añadir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="131" />
        <source>Duplicar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="133" />
        <source>Quitar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="137" />
        <source>Subir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="140" />
        <source>Bajar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="173" />
        <location filename="../../gui/editor/collections.py" line="231" />
        <source>Detalle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="236" />
        <location filename="../../gui/editor/collections.py" line="263" />
        <source>Detalle de «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="285" />
        <source>Añadir a «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="292" />
        <source>Nuevo %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="299" />
        <source>Añadir «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="307" />
        <source>%1 (copia)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="309" />
        <source>Duplicar «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="320" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="333" />
        <source>Mover «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecordTableAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="247" />
        <source>Cambiar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SheetPages</name>
    <message>
        <location filename="../../gui/editor/pages.py" line="83" />
        <source>Datos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/pages.py" line="105" />
        <source>General</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/pages.py" line="122" />
        <source>Textos</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SheetTab</name>
    <message>
        <location filename="../../gui/editor/tab.py" line="102" />
        <source>Ficha de ejemplo: puedes cambiarla, pero se guardará como una ficha nueva.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="163" />
        <source>Deshacer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="165" />
        <source>Rehacer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="172" />
        <source>Exportar PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="173" />
        <source>Guardar la ficha como una página PDF para imprimir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="174" />
        <source>Copiar BBCode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="175" />
        <source>Copiar la ficha como texto de foro (BBCode) al portapapeles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="176" />
        <source>Copiar Markdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="177" />
        <source>Copiar la ficha como texto Markdown al portapapeles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="202" />
        <source>Nombre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="206" />
        <source>Nombre del personaje</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="219" />
        <source>Valores calculados por las reglas (más en «Valores calculados»)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="235" />
        <source>Presupuesto de creación</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="248" />
        <source>Validación</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="261" />
        <source>Valores calculados</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="264" />
        <source>&lt;ficha abierta&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="265" />
        <source>Historial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="300" />
        <source>No se aplicó el cambio%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="304" />
        <source>Legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="304" />
        <source>No legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="339" />
        <source>Cambiar el retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="343" />
        <source>Quitar el retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="375" />
        <source>Guardada en %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="385" />
        <source>No se pudo hacer la copia de seguridad: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="405" />
        <location filename="../../gui/editor/tab.py" line="414" />
        <location filename="../../gui/editor/tab.py" line="419" />
        <source>Exportar a PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="405" />
        <source>PDF (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="414" />
        <source>No se pudo escribir el PDF: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="419" />
        <source>No se pudo escribir el PDF en %1.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/tab.py" line="422" />
        <source>PDF exportado (%n página(s)).</source>
        <translation><numerusform>PDF exportado (%n página).</numerusform><numerusform>PDF exportado (%n páginas).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="427" />
        <source>Ficha copiada como BBCode: pégala en el foro.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="431" />
        <source>Ficha copiada como Markdown.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../gui/editor/panels.py" line="59" />
        <source>✔ Ficha legal: cumple todas las reglas de creación.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/panels.py" line="61" />
        <source>%n aviso(s).</source>
        <translation><numerusform>%n aviso.</numerusform><numerusform>%n avisos.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/panels.py" line="64" />
        <source>✘ Ficha no legal: %n problema(s).</source>
        <translation><numerusform>✘ Ficha no legal: %n problema.</numerusform><numerusform>✘ Ficha no legal: %n problemas.</numerusform></translation>
    </message>
</context>
<context>
    <name>exporting</name>
    <message>
        <location filename="../../gui/editor/exporting.py" line="21" />
        <source>Datos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="22" />
        <source>Valores calculados</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="23" />
        <source>Ficha legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="24" />
        <source>Ficha no legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="25" />
        <source>Problemas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="26" />
        <source>Sistema</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>offer_restore</name>
    <message numerus="yes">
        <location filename="../../gui/editor/recovery.py" line="88" />
        <source>Gesta se cerró sin guardar %n ficha(s). ¿Quieres recuperarlas?</source>
        <translation><numerusform>Gesta se cerró sin guardar %n ficha. ¿Quieres recuperarla?</numerusform><numerusform>Gesta se cerró sin guardar %n fichas. ¿Quieres recuperarlas?</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="94" />
        <location filename="../../gui/editor/recovery.py" line="123" />
        <source>Recuperar fichas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="96" />
        <source>Recuperar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="99" />
        <source>Descartar</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>