# Build Fogbound for Windows: a PyInstaller folder (fogbound.exe + _internal\) packed as
# packaging\out\Fogbound-<version>-windows-x64.zip. Unzip anywhere and double-click fogbound.exe.
#
#   powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1
#   ... -Python C:\path\python.exe   use that interpreter as it is (it must have Fogbound's deps and PyInstaller)
#   ... -Out C:\somewhere            put everything there instead of packaging\out
#   ... -BasePython "py -3.12"       the Python that creates the build venv (default: py -3, else python)
#
# Not run by Fogbound's own tests (they run on Linux); written to mirror packaging/build-linux.
[CmdletBinding()]
param(
    [string]$Python = "",
    [string]$Out = "",
    [string]$BasePython = ""
)
$ErrorActionPreference = "Stop"

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..")).Path
if (-not $Out) { $Out = Join-Path $Root "packaging\out" }
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$Out = (Resolve-Path $Out).Path

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "'$Exe $($Arguments -join ' ')' failed with exit code $LASTEXITCODE" }
}

if (-not $Python) {
    if (-not $BasePython) {
        $BasePython = if (Get-Command py -ErrorAction SilentlyContinue) { "py -3" } else { "python" }
    }
    $baseParts = $BasePython -split " "
    $baseExe = $baseParts[0]
    $baseArgs = @($baseParts | Select-Object -Skip 1)
    & $baseExe @baseArgs -c "import sys; sys.exit(sys.version_info < (3, 11))"
    if ($LASTEXITCODE -ne 0) { throw "Fogbound needs Python 3.11 or newer; '$BasePython' is older or missing." }
    $venv = Join-Path $Out "venv"
    if (-not (Test-Path (Join-Path $venv "Scripts\python.exe"))) {
        Write-Host "== creating the build venv in $venv"
        Invoke-Checked $baseExe ($baseArgs + @("-m", "venv", $venv))
    }
    $Python = Join-Path $venv "Scripts\python.exe"
    Write-Host "== installing Fogbound and PyInstaller into it"
    Invoke-Checked $Python @("-m", "pip", "install", "--quiet", "--upgrade", "pip")
    Invoke-Checked $Python @("-m", "pip", "install", "--quiet", "$Root[package]")
}
# find_spec rather than an import: a failing import writes to stderr, which Windows PowerShell turns into an error
& $Python -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('PyInstaller') is None)"
if ($LASTEXITCODE -ne 0) { throw "$Python has no PyInstaller; install Fogbound's [package] extra into it." }

$version = & $Python -c "import sys, tomllib; print(tomllib.load(open(sys.argv[1], 'rb'))['project']['version'])" (Join-Path $Root "pyproject.toml")
$name = "Fogbound-$version-windows-x64"
$icons = Join-Path $Out "icons"

Write-Host "== drawing the icons"
Invoke-Checked $Python @((Join-Path $Root "packaging\make_icons.py"), $icons) | Out-Null

Write-Host "== running PyInstaller"
$dist = Join-Path $Out "dist"
if (Test-Path (Join-Path $dist "fogbound")) { Remove-Item -Recurse -Force (Join-Path $dist "fogbound") }
$env:FOGBOUND_ICONS = $icons
Invoke-Checked $Python @("-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
    "--distpath", $dist, "--workpath", (Join-Path $Out "work"), (Join-Path $Root "packaging\fogbound.spec"))

Write-Host "== assembling $name\"
$folder = Join-Path $Out $name
if (Test-Path $folder) { Remove-Item -Recurse -Force $folder }
Copy-Item -Recurse (Join-Path $dist "fogbound") $folder
Copy-Item (Join-Path $icons "fogbound.ico") (Join-Path $folder "fogbound.ico")

Write-Host "== self-test of the bundle (offscreen)"
$scratch = Join-Path ([System.IO.Path]::GetTempPath()) ("fogbound-selftest-" + [guid]::NewGuid())
$env:QT_QPA_PLATFORM = "offscreen"
try {
    # fogbound.exe is a windowed program: wait for it explicitly to read its exit code
    $run = Start-Process -FilePath (Join-Path $folder "fogbound.exe") -ArgumentList @("--self-test", "--data-dir", "`"$scratch`"") -Wait -PassThru -NoNewWindow
    if ($run.ExitCode -ne 0) { throw "the bundle failed its self-test (exit code $($run.ExitCode))" }
} finally {
    Remove-Item Env:\QT_QPA_PLATFORM
    if (Test-Path $scratch) { Remove-Item -Recurse -Force $scratch }
}

Write-Host "== packing $name.zip"
$zip = Join-Path $Out "$name.zip"
if (Test-Path $zip) { Remove-Item -Force $zip }
Compress-Archive -Path $folder -DestinationPath $zip
$mb = [math]::Round(((Get-ChildItem -Recurse -File $folder | Measure-Object -Sum Length).Sum) / 1MB)
Write-Host "== done: $zip ($mb MB unpacked)"
