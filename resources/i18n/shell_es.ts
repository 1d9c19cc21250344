<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../gui/library_model.py" line="41" />
        <source>Nombre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="41" />
        <source>Sistema</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="41" />
        <source>Origen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="54" />
        <source>Ejemplo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="54" />
        <source>Mi biblioteca</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/main_window.py" line="57" />
        <source>Mostrar solo las fichas de un sistema de reglas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="62" />
        <source>Buscar por nombre…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="71" />
        <source>&lt;b&gt;Mi biblioteca&lt;/b&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="72" />
        <source>&lt;b&gt;Ejemplos incluidos&lt;/b&gt; (solo lectura: duplícalos para editarlos)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="75" />
        <source>Cargando la biblioteca…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="85" />
        <source>Abre una ficha de la biblioteca con doble clic, o crea una nueva con Ctrl+N.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="89" />
        <source>Inicio</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="138" />
        <source>&amp;Archivo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="140" />
        <source>&amp;Nueva ficha…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="144" />
        <source>&amp;Abrir ficha…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="147" />
        <source>Abrir la seleccionada</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="151" />
        <source>&amp;Guardar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="155" />
        <source>Guardar &amp;como…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="159" />
        <source>&amp;Duplicar en la biblioteca</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="163" />
        <source>&amp;Cerrar pestaña</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="168" />
        <source>&amp;Eliminar ficha…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="170" />
        <source>&amp;Recuperar de la papelera…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="174" />
        <source>&amp;Preferencias…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="177" />
        <source>&amp;Salir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="179" />
        <source>&amp;Batalla</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="180" />
        <source>&amp;Nueva batalla…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="181" />
        <source>&amp;Abrir batalla guardada…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="183" />
        <source>A&amp;yuda</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="184" />
        <source>&amp;Acerca de Gesta</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="198" />
        <source>Todos los sistemas</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gui/main_window.py" line="208" />
        <source>%n ficha(s) propia(s)</source>
        <translation><numerusform>%n ficha propia</numerusform><numerusform>%n fichas propias</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/main_window.py" line="208" />
        <source>%n ejemplo(s)</source>
        <translation><numerusform>%n ejemplo</numerusform><numerusform>%n ejemplos</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="253" />
        <source>No se puede abrir la ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="270" />
        <source> (ejemplo)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="289" />
        <source>Cambios sin guardar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="290" />
        <source>«%1» tiene cambios sin guardar. ¿Guardarlos antes de cerrar?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="324" />
        <source>No se pudo guardar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="325" />
        <source>No se pudo guardar la ficha: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="333" />
        <source>Guardar ficha como</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="333" />
        <source>Fichas de Gesta (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="361" />
        <source>%1 (copia)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="373" />
        <location filename="../../gui/main_window.py" line="377" />
        <source>Nueva ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="373" />
        <source>Sistema de reglas:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="377" />
        <source>Nombre del personaje:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="391" />
        <source>Abrir ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="393" />
        <source>Fichas de Gesta (*.json);;Todos los archivos (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="405" />
        <location filename="../../gui/main_window.py" line="411" />
        <source>Eliminar ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="406" />
        <source>Las fichas de ejemplo no se pueden eliminar; duplícalas para editarlas.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="412" />
        <source>¿Mover «%1» a la papelera? Podrás recuperarla desde Archivo → Recuperar de la papelera.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="428" />
        <source>Papelera</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="428" />
        <source>La papelera está vacía.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="431" />
        <source>Recuperar de la papelera</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="431" />
        <source>Ficha:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="456" />
        <source>Abrir batalla</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="456" />
        <source>Batallas de Gesta (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="480" />
        <source>Acerca de Gesta</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="481" />
        <source>&lt;h3&gt;Gesta %1&lt;/h3&gt;&lt;p&gt;Fichas y combates para rol por web.&lt;/p&gt;&lt;p&gt;Sistemas de reglas:&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/settings_dialog.py" line="24" />
        <source>Preferencias</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="30" />
        <source>Elegir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="34" />
        <source>Carpeta de la biblioteca:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="40" />
        <source>Idioma:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="41" />
        <source>&lt;small&gt;El idioma se aplica al volver a abrir Gesta.&lt;/small&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="44" />
        <source>Gesta tira los dados</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="45" />
        <source>Tiro en el foro y escribo el resultado</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="47" />
        <source>Dados en batallas nuevas:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="54" />
        <source>Carpeta de la biblioteca</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>