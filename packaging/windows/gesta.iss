; Inno Setup 6.3+ script for Gesta on Windows (x64).
; Build first, on Windows:  python packaging\build.py     (bundle in packaging\dist\gesta\)
; then:                     iscc /DAppVersion=0.1.0 packaging\windows\gesta.iss
; (build.py runs iscc itself when it is on PATH). Output: packaging\dist\gesta-<version>-windows-x64.exe

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{FC583098-EE93-44BA-B678-16AF4EEF3FA1}
AppName=Gesta
AppVersion={#AppVersion}
AppVerName=Gesta {#AppVersion}
AppPublisher=Equipo de Gesta
DefaultDirName={autopf}\Gesta
DefaultGroupName=Gesta
DisableProgramGroupPage=yes
; A player without administrator rights can install for themself only.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..
OutputDir=dist
OutputBaseFilename=gesta-{#AppVersion}-windows-x64
SetupIconFile=build\iconos\gesta.ico
UninstallDisplayIcon={app}\gesta.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: gesta.exe (window), gesta-consola.exe (terminal commands) and _internal\.
Source: "dist\gesta\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Gesta"; Filename: "{app}\gesta.exe"
Name: "{autodesktop}\Gesta"; Filename: "{app}\gesta.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\gesta.exe"; Description: "{cm:LaunchProgram,Gesta}"; Flags: nowait postinstall skipifsilent

; The player's sheets, library and settings live in %LOCALAPPDATA%\gesta (platformdirs): the
; uninstaller leaves them in place on purpose.
