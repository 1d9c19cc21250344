<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../gui/library_model.py" line="41" />
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="41" />
        <source>Sistema</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="41" />
        <source>Origen</source>
        <translation>Origin</translation>
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="54" />
        <source>Ejemplo</source>
        <translation>Example</translation>
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="54" />
        <source>Mi biblioteca</source>
        <translation>My library</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/main_window.py" line="51" />
        <source>&lt;b&gt;Biblioteca de fichas&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sheet library&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="55" />
        <source>Mostrar solo las fichas de un sistema de reglas</source>
        <translation>Show only the sheets of one rule system</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="60" />
        <source>Buscar por nombre…</source>
        <translation>Search by name…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="77" />
        <source>Cargando la biblioteca…</source>
        <translation>Loading the library…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="87" />
        <source>Abre una ficha de la biblioteca con doble clic, o crea una nueva con Ctrl+N.</source>
        <translation>Open a sheet from the library with a double click, or create a new one with Ctrl+N.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="91" />
        <source>Inicio</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="114" />
        <source>&amp;Archivo</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="115" />
        <source>&amp;Nueva ficha…</source>
        <translation>&amp;New sheet…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="117" />
        <source>&amp;Abrir ficha…</source>
        <translation>&amp;Open sheet…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="118" />
        <source>Abrir la seleccionada</source>
        <translation>Open the selected one</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="120" />
        <source>&amp;Guardar</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="121" />
        <source>Guardar &amp;como…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="122" />
        <source>&amp;Duplicar en la biblioteca</source>
        <translation>&amp;Duplicate into the library</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="123" />
        <source>&amp;Cerrar pestaña</source>
        <translation>&amp;Close tab</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="125" />
        <source>&amp;Eliminar ficha…</source>
        <translation>&amp;Delete sheet…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="126" />
        <source>&amp;Recuperar de la papelera…</source>
        <translation>&amp;Restore from the trash…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="128" />
        <source>&amp;Preferencias…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="129" />
        <source>&amp;Salir</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="131" />
        <source>&amp;Batalla</source>
        <translation>&amp;Battle</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="132" />
        <source>&amp;Nueva batalla…</source>
        <translation>&amp;New battle…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="133" />
        <source>&amp;Abrir batalla guardada…</source>
        <translation>&amp;Open saved battle…</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="135" />
        <source>A&amp;yuda</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="136" />
        <source>&amp;Acerca de Gesta</source>
        <translation>&amp;About Gesta</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="150" />
        <source>Todos los sistemas</source>
        <translation>All systems</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/main_window.py" line="160" />
        <source>%n ficha(s) propia(s)</source>
        <translation><numerusform>%n own sheet</numerusform><numerusform>%n own sheets</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/main_window.py" line="160" />
        <source>%n ejemplo(s)</source>
        <translation><numerusform>%n example</numerusform><numerusform>%n examples</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="196" />
        <source>No se puede abrir la ficha</source>
        <translation>Cannot open the sheet</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="213" />
        <source> (ejemplo)</source>
        <translation> (example)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="232" />
        <source>Cambios sin guardar</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="233" />
        <source>«%1» tiene cambios sin guardar. ¿Guardarlos antes de cerrar?</source>
        <translation>«%1» has unsaved changes. Save them before closing?</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="255" />
        <location filename="../../gui/main_window.py" line="269" />
        <source>No se pudo guardar</source>
        <translation>Could not save</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="255" />
        <location filename="../../gui/main_window.py" line="269" />
        <source>No se pudo guardar la ficha: %1</source>
        <translation>Could not save the sheet: %1</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="263" />
        <source>Guardar ficha como</source>
        <translation>Save sheet as</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="263" />
        <source>Fichas de Gesta (*.json)</source>
        <translation>Gesta sheets (*.json)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="290" />
        <source>%1 (copia)</source>
        <translation>%1 (copy)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="302" />
        <location filename="../../gui/main_window.py" line="306" />
        <source>Nueva ficha</source>
        <translation>New sheet</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="302" />
        <source>Sistema de reglas:</source>
        <translation>Rule system:</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="306" />
        <source>Nombre del personaje:</source>
        <translation>Character name:</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="316" />
        <source>Abrir ficha</source>
        <translation>Open sheet</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="316" />
        <source>Fichas de Gesta (*.json);;Todos los archivos (*)</source>
        <translation>Gesta sheets (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="325" />
        <location filename="../../gui/main_window.py" line="329" />
        <source>Eliminar ficha</source>
        <translation>Delete sheet</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="325" />
        <source>Las fichas de ejemplo no se pueden eliminar; duplícalas para editarlas.</source>
        <translation>Example sheets cannot be deleted; duplicate them to edit them.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="330" />
        <source>¿Mover «%1» a la papelera? Podrás recuperarla desde Archivo → Recuperar de la papelera.</source>
        <translation>Move «%1» to the trash? You can get it back from File → Restore from the trash.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="344" />
        <source>Papelera</source>
        <translation>Trash</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="344" />
        <source>La papelera está vacía.</source>
        <translation>The trash is empty.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="347" />
        <source>Recuperar de la papelera</source>
        <translation>Restore from the trash</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="347" />
        <source>Ficha:</source>
        <translation>Sheet:</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="371" />
        <source>Abrir batalla</source>
        <translation>Open battle</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="371" />
        <source>Batallas de Gesta (*.json)</source>
        <translation>Gesta battles (*.json)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="394" />
        <source>Acerca de Gesta</source>
        <translation>About Gesta</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="395" />
        <source>&lt;h3&gt;Gesta %1&lt;/h3&gt;&lt;p&gt;Fichas y combates para rol por web.&lt;/p&gt;&lt;p&gt;Sistemas de reglas:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gesta %1&lt;/h3&gt;&lt;p&gt;Character sheets and fights for play-by-web role-playing.&lt;/p&gt;&lt;p&gt;Rule systems:&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/settings_dialog.py" line="24" />
        <source>Preferencias</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="30" />
        <source>Elegir…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="34" />
        <source>Carpeta de la biblioteca:</source>
        <translation>Library folder:</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="40" />
        <source>Idioma:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="41" />
        <source>&lt;small&gt;El idioma se aplica al volver a abrir Gesta.&lt;/small&gt;</source>
        <translation>&lt;small&gt;The language applies when Gesta is opened again.&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="44" />
        <source>Gesta tira los dados</source>
        <translation>Gesta rolls the dice</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="45" />
        <source>Tiro en el foro y escribo el resultado</source>
        <translation>I roll on the forum and type the result</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="47" />
        <source>Dados en batallas nuevas:</source>
        <translation>Dice in new battles:</translation>
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="54" />
        <source>Carpeta de la biblioteca</source>
        <translation>Library folder</translation>
    </message>
</context>
</TS>