#!/usr/bin/env bash
#
# One-click installer for AList v3 on Linux with systemd.
#
#   bash v3.sh install   [path]   download AList into path (default /opt/alist)
#                                 and register it as the systemd service alist
#   bash v3.sh update    [path]   replace the binary, keep data/, restart
#   bash v3.sh uninstall [path]   stop the service and remove what install
#                                 created (data/ only with --purge)
#
# Answers are read from the terminal (/dev/tty), so piping the script into
# bash (curl -fsSL .../v3.sh | sudo bash -s install) still asks before
# anything is deleted.
#
# Environment variables:
#   ALIST_DOWNLOAD_BASE   where release archives are fetched from
#                         (default: the latest GitHub release of alist-org/alist)
#   ALIST_SYSTEMD_DIR     where alist.service is written (default /etc/systemd/system)
#   ALIST_ARCH            use this instead of `uname -m`
#   ALIST_SKIP_SYSTEMCTL  1 = write the unit file but never call systemctl
#   ALIST_ALLOW_NON_ROOT  1 = do not require root
#   ALIST_ASSUME_YES      1 = uninstall without asking (same as -y)
#   ALIST_PURGE           1 = uninstall also deletes data/ (same as --purge)
#   NO_COLOR              set to any value to turn colours off

set -euo pipefail

readonly DEFAULT_PATH="/opt/alist"
readonly SERVICE_NAME="alist"
readonly HTTP_PORT="5244"
DOWNLOAD_BASE="${ALIST_DOWNLOAD_BASE:-https://github.com/alist-org/alist/releases/latest/download}"
DOWNLOAD_BASE="${DOWNLOAD_BASE%/}"
SYSTEMD_DIR="${ALIST_SYSTEMD_DIR:-/etc/systemd/system}"
UNIT_FILE="${SYSTEMD_DIR%/}/${SERVICE_NAME}.service"
SCRIPT_NAME="$(basename "${BASH_SOURCE[0]:-v3.sh}")"
TMP_DIR=""

# ---------------------------------------------------------------- output

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
  C_RESET=$'\033[0m'
  C_BOLD=$'\033[1m'
  C_GREEN=$'\033[32m'
  C_YELLOW=$'\033[33m'
  C_BLUE=$'\033[34m'
else
  C_RESET=""
  C_BOLD=""
  C_GREEN=""
  C_YELLOW=""
  C_BLUE=""
fi
if [ -t 2 ] && [ -z "${NO_COLOR:-}" ]; then
  E_RED=$'\033[31m'
  E_RESET=$'\033[0m'
else
  E_RED=""
  E_RESET=""
fi

info() { printf '%s==>%s %s\n' "$C_BLUE" "$C_RESET" "$*"; }
ok() { printf '%s✓%s %s\n' "$C_GREEN" "$C_RESET" "$*"; }
warn() { printf '%swarning:%s %s\n' "$C_YELLOW" "$C_RESET" "$*"; }
die() {
  printf '%serror:%s %s\n' "$E_RED" "$E_RESET" "$*" >&2
  exit 1
}

usage() {
  cat <<EOF
Usage: ${SCRIPT_NAME} <command> [path] [-y]

Commands:
  install   [path]   install AList into path and start the service
  update    [path]   download the latest AList, keep data/, restart the service
  uninstall [path]   stop and remove the service, the binary and the unit file
  help               show this message

path defaults to ${DEFAULT_PATH}; it must not contain spaces.
-y, --yes          do not ask before uninstalling (or set ALIST_ASSUME_YES=1)
--purge            uninstall also deletes path/data (config, database, logs)
EOF
}

# --------------------------------------------------------------- helpers

cleanup() {
  if [ -n "$TMP_DIR" ] && [ -d "$TMP_DIR" ]; then
    rm -rf "$TMP_DIR"
  fi
}
trap cleanup EXIT

require_root() {
  if [ "${ALIST_ALLOW_NON_ROOT:-0}" = "1" ]; then
    return 0
  fi
  if [ "$(id -u)" -ne 0 ]; then
    die "this command must run as root; try: sudo bash ${SCRIPT_NAME} $*"
  fi
}

require_tools() {
  local tool
  for tool in tar mktemp; do
    command -v "$tool" >/dev/null 2>&1 || die "'$tool' is required but was not found"
  done
  if ! command -v curl >/dev/null 2>&1 && ! command -v wget >/dev/null 2>&1; then
    die "either 'curl' or 'wget' is required to download AList"
  fi
}

detect_arch() {
  local machine="${ALIST_ARCH:-$(uname -m)}"
  case "$machine" in
    x86_64 | amd64) echo "amd64" ;;
    aarch64 | arm64) echo "arm64" ;;
    *)
      die "unsupported architecture '${machine}': this script handles x86_64 (amd64) and aarch64 (arm64); download another build from https://github.com/alist-org/alist/releases"
      ;;
  esac
}

# Turns the path argument into a clean absolute path.
resolve_path() {
  local path="${1:-$DEFAULT_PATH}"
  case "$path" in
    /*) ;;
    *) path="$(pwd)/${path}" ;;
  esac
  while [ "${#path}" -gt 1 ] && [ "${path%/}" != "$path" ]; do
    path="${path%/}"
  done
  case "$path" in
    *[[:space:]]*) die "the install path must not contain spaces: '${path}'" ;;
  esac
  if [ "$path" = "/" ]; then
    die "refusing to use / as the install path"
  fi
  echo "$path"
}

# Asks a yes/no question. The answer comes from the terminal even when the
# script itself arrives on stdin (curl ... | bash); with no terminal at all
# the answer is "no".
ask_yes() {
  local question="$1" answer=""
  printf '%s [y/N] ' "$question"
  if [ -t 0 ]; then
    read -r answer || answer=""
  elif { true </dev/tty; } 2>/dev/null; then
    read -r answer </dev/tty || answer=""
  else
    printf '\n'
  fi
  case "$answer" in
    y | Y | yes | YES | Yes) return 0 ;;
    *) return 1 ;;
  esac
}

# True when the folder holds no files at all.
dir_is_empty() {
  [ -z "$(ls -A "$1" 2>/dev/null)" ]
}

systemctl_usable() {
  [ "${ALIST_SKIP_SYSTEMCTL:-0}" != "1" ] && command -v systemctl >/dev/null 2>&1
}

fetch() {
  local url="$1" out="$2"
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 2 --connect-timeout 20 -o "$out" "$url"
  else
    wget -q -O "$out" "$url"
  fi
}

# Downloads the release archive for this machine and leaves the binary at
# "$TMP_DIR/alist". Nothing in the install folder is touched yet.
download_binary() {
  local arch="$1"
  local name="alist-linux-${arch}.tar.gz"
  local url="${DOWNLOAD_BASE}/${name}"
  TMP_DIR="$(mktemp -d)"
  info "Downloading ${url}"
  if ! fetch "$url" "${TMP_DIR}/${name}"; then
    die "download failed: ${url}"
  fi
  if ! tar -xzf "${TMP_DIR}/${name}" -C "$TMP_DIR"; then
    die "could not extract ${name}; the download may be incomplete"
  fi
  if [ ! -f "${TMP_DIR}/alist" ]; then
    die "${name} does not contain an 'alist' binary"
  fi
  chmod 0755 "${TMP_DIR}/alist"
}

# Moves the downloaded binary into place. A rename also works while the old
# binary is still running.
place_binary() {
  local path="$1"
  mkdir -p "$path"
  cp "${TMP_DIR}/alist" "${path}/alist.new"
  chmod 0755 "${path}/alist.new"
  mv -f "${path}/alist.new" "${path}/alist"
}

binary_version() {
  local path="$1" line
  line="$("${path}/alist" version 2>/dev/null | grep -i '^version' | head -n 1 || true)"
  echo "${line#*: }"
}

write_unit() {
  local path="$1"
  mkdir -p "$SYSTEMD_DIR"
  cat >"$UNIT_FILE" <<EOF
[Unit]
Description=AList file list server
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
WorkingDirectory=${path}
ExecStart=${path}/alist server
Restart=on-failure
RestartSec=5

[Install]
WantedBy=multi-user.target
EOF
  ok "Wrote ${UNIT_FILE}"
}

unit_workdir() {
  sed -n 's/^WorkingDirectory=//p' "$UNIT_FILE" 2>/dev/null | head -n 1
}

server_ip() {
  local ip=""
  if command -v ip >/dev/null 2>&1; then
    ip="$(ip -4 route get 1.1.1.1 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "src") { print $(i + 1); exit }}' || true)"
  fi
  if [ -z "$ip" ] && command -v hostname >/dev/null 2>&1; then
    ip="$(hostname -I 2>/dev/null | awk '{print $1}' || true)"
  fi
  echo "${ip:-<server-ip>}"
}

# ------------------------------------------------------------- commands

cmd_install() {
  local path="$1" arch
  info "Target folder: ${path}"
  require_root install "$path"
  require_tools
  arch="$(detect_arch)"

  if [ -e "${path}/alist" ]; then
    die "AList is already installed in ${path}; run '${SCRIPT_NAME} update ${path}' or uninstall it first"
  fi
  if [ -e "$path" ] && [ ! -d "$path" ]; then
    die "${path} exists and is not a folder"
  fi
  if [ -d "$path" ] && ! dir_is_empty "$path"; then
    die "${path} is not empty and holds no AList install; choose an empty or new folder"
  fi
  if [ -f "$UNIT_FILE" ] && [ "$(unit_workdir)" != "$path" ]; then
    die "${UNIT_FILE} already exists and points to '$(unit_workdir)'; uninstall that copy first"
  fi

  info "Installing AList (linux-${arch}) into ${path}"
  download_binary "$arch"
  place_binary "$path"
  ok "Installed ${path}/alist $(binary_version "$path")"
  write_unit "$path"

  if systemctl_usable; then
    systemctl daemon-reload
    systemctl enable "$SERVICE_NAME" >/dev/null 2>&1 || systemctl enable "$SERVICE_NAME"
    systemctl start "$SERVICE_NAME"
    ok "Service ${SERVICE_NAME} enabled and started"
  else
    warn "systemctl was not used; start AList yourself with: cd ${path} && ./alist server"
  fi

  cat <<EOF

${C_GREEN}${C_BOLD}AList is installed.${C_RESET}
  Program:    ${path}/alist
  Data:       ${path}/data  (config.json, database, logs)
  Service:    ${UNIT_FILE}
  Address:    ${C_BOLD}http://$(server_ip):${HTTP_PORT}${C_RESET}
              (open port ${HTTP_PORT} in your firewall; on a cloud server use its public IP)

Admin account (user name: admin):
  cd ${path} && ./alist admin                     show the admin user's info
  cd ${path} && ./alist admin set NEW_PASSWORD    set a new password
  cd ${path} && ./alist admin random              set a random password

Manage the service:
  systemctl status ${SERVICE_NAME}     systemctl restart ${SERVICE_NAME}
  journalctl -u ${SERVICE_NAME} -f     (service console output)
  tail -f ${path}/data/log/log.log   (AList's log file)
EOF
}

cmd_update() {
  local path="$1" arch old new
  require_root update "$path"
  require_tools
  arch="$(detect_arch)"

  if [ ! -f "${path}/alist" ]; then
    die "no AList binary found in ${path}; install it first with '${SCRIPT_NAME} install ${path}'"
  fi
  if [ -f "$UNIT_FILE" ] && [ "$(unit_workdir)" != "$path" ]; then
    die "${UNIT_FILE} runs AList from '$(unit_workdir)', not ${path}; refusing to update (run '${SCRIPT_NAME} update $(unit_workdir)')"
  fi
  old="$(binary_version "$path")"

  # Download first: if that fails, the running copy is left alone.
  download_binary "$arch"
  if systemctl_usable; then
    info "Stopping ${SERVICE_NAME}"
    systemctl stop "$SERVICE_NAME" || true
  fi
  place_binary "$path"
  new="$(binary_version "$path")"
  ok "Replaced ${path}/alist ${old:+(${old} -> ${new})}"
  if [ -d "${path}/data" ]; then
    ok "Kept ${path}/data"
  fi
  if [ ! -f "$UNIT_FILE" ]; then
    write_unit "$path"
  fi

  if systemctl_usable; then
    systemctl daemon-reload
    systemctl restart "$SERVICE_NAME"
    ok "Service ${SERVICE_NAME} restarted"
  else
    warn "systemctl was not used; restart AList yourself"
  fi
  printf '\n%sAList is up to date.%s Address: http://%s:%s\n' \
    "$C_GREEN$C_BOLD" "$C_RESET" "$(server_ip)" "$HTTP_PORT"
}

cmd_uninstall() {
  local path="$1" assume_yes="$2" purge="$3" unit_ours=0
  require_root uninstall "$path"

  if [ -f "$UNIT_FILE" ] && [ "$(unit_workdir)" = "$path" ]; then
    unit_ours=1
  fi
  if [ ! -e "${path}/alist" ] && [ "$unit_ours" != "1" ]; then
    die "AList is not installed in ${path} (no ${path}/alist and no ${UNIT_FILE} for it)"
  fi

  if [ "$assume_yes" != "1" ]; then
    printf 'This stops AList and deletes %s%s/alist%s' "$C_BOLD" "$path" "$C_RESET"
    if [ "$unit_ours" = "1" ]; then
      printf ' and %s' "$UNIT_FILE"
    fi
    if [ "$purge" = "1" ]; then
      printf ', plus %s/data (config, database, logs)' "$path"
    fi
    printf '.\n'
    if ! ask_yes "Continue?"; then
      die "cancelled; nothing was removed"
    fi
  fi

  if [ "$unit_ours" = "1" ]; then
    if systemctl_usable; then
      systemctl disable --now "$SERVICE_NAME" >/dev/null 2>&1 || true
    fi
    rm -f "$UNIT_FILE"
    ok "Removed ${UNIT_FILE}"
    if systemctl_usable; then
      systemctl daemon-reload
    fi
  elif [ -f "$UNIT_FILE" ]; then
    warn "${UNIT_FILE} belongs to '$(unit_workdir)', so it was left in place"
  fi

  if [ -f "${path}/alist" ]; then
    rm -f "${path}/alist" "${path}/alist.new"
    ok "Removed ${path}/alist"
  fi
  if [ -d "${path}/data" ]; then
    if [ "$purge" = "1" ]; then
      rm -rf "${path}/data"
      ok "Removed ${path}/data"
    else
      info "Kept ${path}/data (delete it yourself, or run uninstall again with --purge)"
    fi
  fi
  # Remove the folder only when nothing else is left in it.
  if [ -d "$path" ] && dir_is_empty "$path"; then
    rmdir "$path"
    ok "Removed the empty folder ${path}"
  elif [ -d "$path" ]; then
    info "Left ${path} in place because it still holds other files"
  fi
  printf '\n%sAList has been uninstalled.%s\n' "$C_GREEN$C_BOLD" "$C_RESET"
}

# ----------------------------------------------------------------- main

main() {
  local command="${1:-}" path_arg="" assume_yes="${ALIST_ASSUME_YES:-0}" purge="${ALIST_PURGE:-0}" arg
  if [ "$#" -gt 0 ]; then
    shift
  fi

  case "$command" in
    install | update | uninstall) ;;
    help | -h | --help)
      usage
      exit 0
      ;;
    "")
      usage >&2
      exit 1
      ;;
    *)
      printf '%serror:%s unknown command: %s\n\n' "$E_RED" "$E_RESET" "$command" >&2
      usage >&2
      exit 1
      ;;
  esac

  for arg in "$@"; do
    case "$arg" in
      -y | --yes) assume_yes="1" ;;
      --purge) purge="1" ;;
      -h | --help)
        usage
        exit 0
        ;;
      -*)
        printf '%serror:%s unknown option: %s\n\n' "$E_RED" "$E_RESET" "$arg" >&2
        usage >&2
        exit 1
        ;;
      *)
        if [ -n "$path_arg" ]; then
          die "only one path may be given (got '${path_arg}' and '${arg}')"
        fi
        path_arg="$arg"
        ;;
    esac
  done

  local path
  path="$(resolve_path "$path_arg")"

  case "$command" in
    install) cmd_install "$path" ;;
    update) cmd_update "$path" ;;
    uninstall) cmd_uninstall "$path" "$assume_yes" "$purge" ;;
  esac
}

main "$@"
