#!/usr/bin/env bash
#
# One-click installer for AList v3 on Linux with systemd.
#
#   bash v3.sh install   [path]   download AList into path (default /opt/alist)
#                                 and register it as the systemd service alist
#   bash v3.sh update    [path]   replace the binary, keep data/, restart
#   --version vX.Y.Z              install or update to that release instead of
#                                 the latest
#   bash v3.sh uninstall [path]   stop the service and remove what install
#                                 created (data/ only with --purge)
#
# Downloads use https only (redirects included) and the archive is checked
# against the md5.txt the release publishes beside it before anything is
# installed. The service runs as the system user alist, which owns nothing
# but path/data; the program and the folder around it belong to root, and
# the unit gives the process no capabilities and a read-only system but for
# path/data. The script never runs the downloaded program: the version it
# reports comes from the release address the download came from, and is kept
# in path/VERSION.
#
# Answers are read from the terminal (/dev/tty), so piping the script into
# bash (curl -fsSL .../v3.sh | sudo bash -s install) still asks before
# anything is deleted.
#
# Environment variables:
#   ALIST_VERSION         a release to install, as --version (vX.Y.Z)
#   ALIST_RELEASES_BASE   the releases page the archives come from (default
#                         https://github.com/alist-org/alist/releases); the
#                         latest release is its latest/download, a chosen one
#                         its download/vX.Y.Z
#   ALIST_DOWNLOAD_BASE   a mirror to fetch the archives and md5.txt from
#                         instead; must start with https:// (it decides the
#                         version, so it does not go with --version)
#   ALIST_CA_FILE         a CA certificate bundle to trust for the download
#                         (a mirror whose certificate comes from a private CA)
#   ALIST_SKIP_CHECKSUM   1 = do not check md5.txt (same as --skip-checksum)
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
# The system user the service runs as; it owns path/data and nothing else.
readonly SERVICE_USER="alist"
# The checksum list AList's release script writes beside the archives:
# one `md5sum` line per archive, the name usually prefixed with "./".
readonly CHECKSUM_FILE="md5.txt"
# Written into the unit so uninstall knows what this script created.
readonly MARK_USER="# v3.sh created the user ${SERVICE_USER}"
readonly MARK_GROUP="# v3.sh created the group ${SERVICE_USER}"
RELEASES_BASE="${ALIST_RELEASES_BASE:-https://github.com/alist-org/alist/releases}"
RELEASES_BASE="${RELEASES_BASE%/}"
# Set from --version or ALIST_VERSION; empty means the latest release.
VERSION_TAG="${ALIST_VERSION:-}"
# Where the archives come from: a mirror, or worked out by choose_download_base.
DOWNLOAD_BASE="${ALIST_DOWNLOAD_BASE:-}"
DOWNLOAD_BASE="${DOWNLOAD_BASE%/}"
# The address the archive finally came from (after redirects), and the release it names.
FETCHED_URL=""
RELEASE_VERSION=""
# Kept beside the program, so an update can say what it replaced without running it.
readonly VERSION_FILE="VERSION"
CA_FILE="${ALIST_CA_FILE:-}"
SKIP_CHECKSUM="${ALIST_SKIP_CHECKSUM:-0}"
SYSTEMD_DIR="${ALIST_SYSTEMD_DIR:-/etc/systemd/system}"
UNIT_FILE="${SYSTEMD_DIR%/}/${SERVICE_NAME}.service"
SCRIPT_NAME="$(basename "${BASH_SOURCE[0]:-v3.sh}")"
TMP_DIR=""
# Set by ensure_service_user when this run created the user or its group.
CREATED_USER=0
CREATED_GROUP=0

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
Usage: ${SCRIPT_NAME} <command> [path] [--version vX.Y.Z] [-y] [--purge] [--skip-checksum]

Commands:
  install   [path]   install AList into path and start the service
  update    [path]   download the latest AList, keep data/, restart the service
  uninstall [path]   stop and remove the service, the binary and the unit file
  help               show this message

path defaults to ${DEFAULT_PATH}; it must not contain spaces.
--version vX.Y.Z   install or update to that release of AList, not the latest
                   (or ALIST_VERSION=vX.Y.Z)
-y, --yes          do not ask before uninstalling (or set ALIST_ASSUME_YES=1)
--purge            uninstall also deletes path/data (config, database, logs)
--skip-checksum    install or update without checking the release's md5.txt,
                   for a mirror that does not publish it (or ALIST_SKIP_CHECKSUM=1)
EOF
}

# --------------------------------------------------------------- helpers

cleanup() {
  if [ -n "$TMP_DIR" ] && [ -d "$TMP_DIR" ]; then
    rm -rf "$TMP_DIR"
  fi
}
trap cleanup EXIT

is_root() {
  [ "$(id -u)" -eq 0 ]
}

require_root() {
  if [ "${ALIST_ALLOW_NON_ROOT:-0}" = "1" ]; then
    return 0
  fi
  if ! is_root; then
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
  if [ "$SKIP_CHECKSUM" != "1" ] && ! command -v md5sum >/dev/null 2>&1; then
    die "'md5sum' is required to verify the download but was not found"
  fi
}

# Refuses any download base that is not https, before anything is fetched.
choose_download_base() {
  if [ -n "$VERSION_TAG" ]; then
    if ! [[ "$VERSION_TAG" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
      die "--version takes a release tag such as v3.45.0 (got '${VERSION_TAG}')"
    fi
    if [ -n "$DOWNLOAD_BASE" ]; then
      die "--version picks a release from ${RELEASES_BASE}; with ALIST_DOWNLOAD_BASE the mirror decides the version, so use one or the other"
    fi
    DOWNLOAD_BASE="${RELEASES_BASE}/download/${VERSION_TAG}"
  elif [ -z "$DOWNLOAD_BASE" ]; then
    DOWNLOAD_BASE="${RELEASES_BASE}/latest/download"
  fi
}

# The release a download address names: GitHub answers latest/download with a
# redirect to download/<tag>/<file>. Empty for a mirror whose address names none.
version_from_url() {
  local url="$1"
  if [[ "$url" =~ /download/(v[0-9]+\.[0-9]+\.[0-9]+[^/]*)/[^/]+$ ]]; then
    echo "${BASH_REMATCH[1]}"
  fi
}

check_download_base() {
  choose_download_base
  case "$DOWNLOAD_BASE" in
    https://?*) ;;
    *)
      die "ALIST_DOWNLOAD_BASE must start with https:// (got '${DOWNLOAD_BASE}'); this script does not download over plain HTTP or other protocols"
      ;;
  esac
  if [ -n "$CA_FILE" ] && [ ! -r "$CA_FILE" ]; then
    die "ALIST_CA_FILE '${CA_FILE}' is not a readable file"
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

# Downloads an https URL to a file. Neither the URL nor any redirect may
# leave https.
fetch() {
  local url="$1" out="$2"
  case "$url" in
    https://*) ;;
    *)
      printf 'refusing a non-https address: %s\n' "$url" >&2
      return 1
      ;;
  esac
  if command -v curl >/dev/null 2>&1; then
    local ca=()
    if [ -n "$CA_FILE" ]; then
      ca=(--cacert "$CA_FILE")
    fi
    FETCHED_URL="$(curl -fsSL --proto '=https' --proto-redir '=https' --retry 2 --connect-timeout 20 \
      ${ca[@]+"${ca[@]}"} -o "$out" -w '%{url_effective}' "$url")"
  else
    fetch_wget "$url" "$out"
  fi
}

# wget has no --proto. Its --https-only governs recursive downloads only: a
# plain `wget URL` still follows a redirect to http://. So wget is told not
# to follow redirects, and each one is checked and followed here.
fetch_wget() {
  local url="$1" out="$2" hops=0 status headers code location rest
  local ca=()
  if [ -n "$CA_FILE" ]; then
    ca=(--ca-certificate="$CA_FILE")
  fi
  while :; do
    case "$url" in
      https://*) ;;
      *)
        printf 'refusing to follow a redirect to a non-https address: %s\n' "$url" >&2
        return 1
        ;;
    esac
    status=0
    headers="$(wget -q --https-only --max-redirect=0 --server-response --connect-timeout=20 \
      ${ca[@]+"${ca[@]}"} -O "$out" "$url" 2>&1)" || status=$?
    if [ "$status" -eq 0 ]; then
      FETCHED_URL="$url"
      return 0
    fi
    # Exit status 8 is an HTTP error answer; only a 3xx with a Location is followed.
    code="$(printf '%s\n' "$headers" | sed -n 's|^ *HTTP/[0-9.]* \([0-9][0-9][0-9]\).*|\1|p' | tail -n 1)"
    location="$(printf '%s\n' "$headers" | sed -n 's/^ *[Ll]ocation: *//p' | tail -n 1 | tr -d '\r')"
    case "$code" in
      3??) ;;
      *) return 1 ;;
    esac
    if [ "$status" -ne 8 ] || [ -z "$location" ]; then
      return 1
    fi
    hops=$((hops + 1))
    if [ "$hops" -gt 10 ]; then
      printf 'too many redirects: %s\n' "$url" >&2
      return 1
    fi
    rest="${url#https://}"
    case "$location" in
      *://*) url="$location" ;;
      //*) url="https:${location}" ;;
      /*) url="https://${rest%%/*}${location}" ;;
      *) url="${url%/*}/${location}" ;;
    esac
  done
}

# Prints the checksum md5.txt lists for an archive name. Lines look like
# "<md5>  ./name" (AList's release script), "<md5>  name" or "<md5> *name".
expected_md5() {
  local list="$1" name="$2" sum file rest found=""
  while read -r sum file rest || [ -n "$sum" ]; do
    file="${file%$'\r'}"
    file="${file#\*}"
    file="${file#./}"
    if [ "$file" != "$name" ] || [ -n "$rest" ]; then
      continue
    fi
    if ! [[ "$sum" =~ ^[0-9a-fA-F]{32}$ ]]; then
      continue
    fi
    sum="$(printf '%s' "$sum" | tr 'A-F' 'a-f')"
    if [ -n "$found" ] && [ "$found" != "$sum" ]; then
      return 2
    fi
    found="$sum"
  done <"$list"
  [ -n "$found" ] || return 1
  echo "$found"
}

# Checks the archive against the release's md5.txt, failing closed: without
# a matching line nothing is installed unless --skip-checksum was given.
verify_archive() {
  local archive="$1" name="$2"
  local list_url="${DOWNLOAD_BASE}/${CHECKSUM_FILE}" list="${TMP_DIR}/${CHECKSUM_FILE}"
  local expected="" actual status=0
  if [ "$SKIP_CHECKSUM" = "1" ]; then
    warn "**********************************************************************"
    warn "checksum check SKIPPED (--skip-checksum / ALIST_SKIP_CHECKSUM=1):"
    warn "${name} is NOT verified against ${CHECKSUM_FILE}. Use this only with a"
    warn "mirror you trust that does not publish ${CHECKSUM_FILE}."
    warn "**********************************************************************"
    return 0
  fi
  info "Verifying ${name} against ${list_url}"
  if ! fetch "$list_url" "$list"; then
    die "could not fetch the checksum list ${list_url}, so ${name} cannot be verified; nothing was changed. If your mirror does not publish ${CHECKSUM_FILE}, run again with --skip-checksum (or ALIST_SKIP_CHECKSUM=1) to install without the check."
  fi
  expected="$(expected_md5 "$list" "$name")" || status=$?
  case "$status" in
    0) ;;
    2) die "${CHECKSUM_FILE} lists ${name} more than once with different checksums; nothing was changed" ;;
    *) die "${CHECKSUM_FILE} at ${list_url} has no checksum for ${name}; nothing was changed (--skip-checksum skips the check for a mirror you trust)" ;;
  esac
  actual="$(md5sum <"$archive")"
  actual="${actual%% *}"
  if [ "$actual" != "$expected" ]; then
    die "checksum mismatch for ${name}: ${CHECKSUM_FILE} says ${expected}, the download is ${actual}. The download is corrupt or the server sent a different file; nothing was changed."
  fi
  ok "Checksum matches ${CHECKSUM_FILE} (md5 ${actual})"
}

# Downloads the release archive for this machine, verifies it and leaves the
# binary at "$TMP_DIR/alist". Nothing in the install folder is touched yet.
download_binary() {
  local arch="$1"
  local name="alist-linux-${arch}.tar.gz"
  local url="${DOWNLOAD_BASE}/${name}"
  TMP_DIR="$(mktemp -d)"
  info "Downloading ${url}"
  if ! fetch "$url" "${TMP_DIR}/${name}"; then
    die "download failed: ${url}"
  fi
  RELEASE_VERSION="${VERSION_TAG:-$(version_from_url "$FETCHED_URL")}"
  verify_archive "${TMP_DIR}/${name}" "$name"
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
# The folder and the program belong to root and only root may write them,
# so the service user cannot replace the binary that root also runs.
place_binary() {
  local path="$1"
  mkdir -p "$path"
  cp "${TMP_DIR}/alist" "${path}/alist.new"
  if is_root; then
    chown root:root "$path" "${path}/alist.new"
  fi
  chmod 0755 "$path" "${path}/alist.new"
  mv -f "${path}/alist.new" "${path}/alist"
  if [ -n "$RELEASE_VERSION" ]; then
    printf '%s\n' "$RELEASE_VERSION" >"${path}/${VERSION_FILE}"
  else
    rm -f "${path}/${VERSION_FILE}"
  fi
}

user_exists() {
  if command -v getent >/dev/null 2>&1; then
    getent passwd "$1" >/dev/null 2>&1
  else
    id -u "$1" >/dev/null 2>&1
  fi
}

group_exists() {
  if command -v getent >/dev/null 2>&1; then
    getent group "$1" >/dev/null 2>&1
  else
    grep -q "^${1}:" /etc/group
  fi
}

nologin_shell() {
  local shell
  for shell in /usr/sbin/nologin /sbin/nologin; do
    if [ -x "$shell" ]; then
      echo "$shell"
      return 0
    fi
  done
  echo /bin/false
}

# Creates the system user and group alist unless they exist, and notes in
# CREATED_USER / CREATED_GROUP what this run created.
ensure_service_user() {
  local group_args=(--user-group)
  if user_exists "$SERVICE_USER"; then
    if ! group_exists "$SERVICE_USER"; then
      die "the user ${SERVICE_USER} exists but the group ${SERVICE_USER} does not; create it (groupadd --system ${SERVICE_USER}) and run again"
    fi
    info "Using the existing system user ${SERVICE_USER}"
    return 0
  fi
  if ! is_root; then
    warn "not running as root, so the system user ${SERVICE_USER} was not created; before starting the service run: useradd --system --no-create-home --shell $(nologin_shell) ${SERVICE_USER}"
    return 0
  fi
  command -v useradd >/dev/null 2>&1 || die "'useradd' is required to create the system user ${SERVICE_USER} but was not found"
  if group_exists "$SERVICE_USER"; then
    group_args=(--gid "$SERVICE_USER")
  else
    CREATED_GROUP=1
  fi
  if ! useradd --system --no-create-home --shell "$(nologin_shell)" "${group_args[@]}" "$SERVICE_USER"; then
    die "could not create the system user ${SERVICE_USER}"
  fi
  CREATED_USER=1
  ok "Created the system user ${SERVICE_USER} (no login shell, no home folder)"
}

# Makes path/data exist and belong to the service user: the only place the
# service may write. A folder this run creates is closed to other users.
# With "all", everything inside is handed over too; that is used only when
# an install that ran as root moves to the service user.
prepare_data_dir() {
  local path="$1" scope="${2:-top}" data="${1}/data"
  if [ ! -d "$data" ]; then
    mkdir -p "$data"
    chmod 0750 "$data"
  fi
  if ! is_root; then
    warn "not running as root, so ${data} was not given to ${SERVICE_USER}; before starting the service run: chown -R ${SERVICE_USER}:${SERVICE_USER} ${data}"
    return 0
  fi
  if [ "$scope" = "all" ]; then
    chown -R -h "${SERVICE_USER}:${SERVICE_USER}" "$data"
  else
    chown -h "${SERVICE_USER}:${SERVICE_USER}" "$data"
  fi
  ok "${data} belongs to ${SERVICE_USER}"
}

# The release installed in path, as the last install or update recorded it. The
# program itself is never run for it: as root it could change files it should not.
installed_version() {
  local path="$1" version=""
  if [ -f "${path}/${VERSION_FILE}" ]; then
    read -r version <"${path}/${VERSION_FILE}" || true
  fi
  echo "${version:-unknown version}"
}

# The unit runs AList as the service user with a read-only view of the
# system: it may write only path/data (port 5244 needs no privileges).
write_unit() {
  local path="$1" marks=""
  if [ "$CREATED_USER" = "1" ]; then
    marks="${MARK_USER}"$'\n'
  fi
  if [ "$CREATED_GROUP" = "1" ]; then
    marks="${marks}${MARK_GROUP}"$'\n'
  fi
  mkdir -p "$SYSTEMD_DIR"
  cat >"$UNIT_FILE" <<EOF
# Written by v3.sh; uninstall removes this file.
${marks}[Unit]
Description=AList file list server
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
User=${SERVICE_USER}
Group=${SERVICE_USER}
WorkingDirectory=${path}
ExecStart=${path}/alist server
Restart=on-failure
RestartSec=5
# AList needs no privilege: it listens on an unprivileged port and writes only data/.
NoNewPrivileges=true
CapabilityBoundingSet=
AmbientCapabilities=
ProtectSystem=strict
ProtectHome=true
PrivateTmp=true
PrivateDevices=true
ProtectKernelTunables=true
ProtectKernelModules=true
ProtectControlGroups=true
RestrictSUIDSGID=true
LockPersonality=true
ReadWritePaths=${path}/data

[Install]
WantedBy=multi-user.target
EOF
  ok "Wrote ${UNIT_FILE}"
}

unit_workdir() {
  sed -n 's/^WorkingDirectory=//p' "$UNIT_FILE" 2>/dev/null | head -n 1
}

unit_uses_service_user() {
  grep -qx "User=${SERVICE_USER}" "$UNIT_FILE" 2>/dev/null
}

unit_has_mark() {
  grep -qxF "$1" "$UNIT_FILE" 2>/dev/null
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
  check_download_base
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
  ensure_service_user
  place_binary "$path"
  ok "Installed ${path}/alist ($(installed_version "$path"))"
  prepare_data_dir "$path"
  write_unit "$path"

  if systemctl_usable; then
    systemctl daemon-reload
    systemctl enable "$SERVICE_NAME" >/dev/null 2>&1 || systemctl enable "$SERVICE_NAME"
    systemctl start "$SERVICE_NAME"
    ok "Service ${SERVICE_NAME} enabled and started"
  else
    warn "systemctl was not used; start AList yourself with: cd ${path} && sudo -u ${SERVICE_USER} ./alist server"
  fi

  cat <<EOF

${C_GREEN}${C_BOLD}AList is installed.${C_RESET}
  Program:    ${path}/alist
  Data:       ${path}/data  (config.json, database, logs)
  Service:    ${UNIT_FILE}
  Runs as:    ${SERVICE_USER}  (may write only ${path}/data)
  Address:    ${C_BOLD}http://$(server_ip):${HTTP_PORT}${C_RESET}
              (open port ${HTTP_PORT} in your firewall; on a cloud server use its public IP)

Admin account (user name: admin); run these as ${SERVICE_USER} so data/ stays its own:
  cd ${path} && sudo -u ${SERVICE_USER} ./alist admin                     show the admin user's info
  cd ${path} && sudo -u ${SERVICE_USER} ./alist admin set NEW_PASSWORD    set a new password
  cd ${path} && sudo -u ${SERVICE_USER} ./alist admin random              set a random password

Manage the service:
  systemctl status ${SERVICE_NAME}     systemctl restart ${SERVICE_NAME}
  journalctl -u ${SERVICE_NAME} -f     (service console output)
  sudo tail -f ${path}/data/log/log.log   (AList's log file)
EOF
}

cmd_update() {
  local path="$1" arch old new mode
  require_root update "$path"
  check_download_base
  require_tools
  arch="$(detect_arch)"

  if [ ! -f "${path}/alist" ]; then
    die "no AList binary found in ${path}; install it first with '${SCRIPT_NAME} install ${path}'"
  fi
  if [ -f "$UNIT_FILE" ] && [ "$(unit_workdir)" != "$path" ]; then
    die "${UNIT_FILE} runs AList from '$(unit_workdir)', not ${path}; refusing to update (run '${SCRIPT_NAME} update $(unit_workdir)')"
  fi
  old="$(installed_version "$path")"

  # Download and verify first: if that fails, the running copy is left alone.
  download_binary "$arch"
  # "user": the unit already runs as the service user; "new": there is no
  # unit, so a hardened one is written; "legacy": an older v3.sh wrote a
  # unit that runs as root, which is kept as it is.
  if [ ! -f "$UNIT_FILE" ]; then
    mode="new"
  elif unit_uses_service_user; then
    mode="user"
  else
    mode="legacy"
  fi
  if [ "$mode" != "legacy" ]; then
    ensure_service_user
  fi
  if systemctl_usable; then
    info "Stopping ${SERVICE_NAME}"
    systemctl stop "$SERVICE_NAME" || true
  fi
  place_binary "$path"
  new="$(installed_version "$path")"
  ok "Replaced ${path}/alist ${old:+(${old} -> ${new})}"
  if [ -d "${path}/data" ]; then
    ok "Kept ${path}/data"
  fi
  case "$mode" in
    user) prepare_data_dir "$path" ;;
    new)
      prepare_data_dir "$path" all
      write_unit "$path"
      ;;
    legacy)
      warn "${UNIT_FILE} runs AList as root (it was written by an older v3.sh) and was left as it is. To run AList as the user ${SERVICE_USER} with the hardened unit, delete it and update again: sudo rm ${UNIT_FILE} && sudo bash ${SCRIPT_NAME} update ${path}"
      ;;
  esac

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

# Removes the service user after uninstall, but only when this script
# created it and no data folder that belongs to it is left behind.
remove_service_user() {
  local path="$1" created_user="$2" created_group="$3"
  if ! user_exists "$SERVICE_USER"; then
    return 0
  fi
  if [ "$created_user" != "1" ]; then
    info "Left the system user ${SERVICE_USER} in place (v3.sh did not create it)"
    return 0
  fi
  if [ -d "${path}/data" ]; then
    info "Kept the system user ${SERVICE_USER} because ${path}/data belongs to it; once that folder is gone, remove the user with: sudo userdel ${SERVICE_USER}"
    return 0
  fi
  if ! userdel "$SERVICE_USER"; then
    warn "could not remove the system user ${SERVICE_USER}; remove it yourself with: sudo userdel ${SERVICE_USER}"
    return 0
  fi
  ok "Removed the system user ${SERVICE_USER}"
  # userdel usually removes the user's own group; remove it if it is left.
  if [ "$created_group" = "1" ] && group_exists "$SERVICE_USER"; then
    groupdel "$SERVICE_USER" || warn "could not remove the group ${SERVICE_USER}; remove it yourself with: sudo groupdel ${SERVICE_USER}"
  fi
}

cmd_uninstall() {
  local path="$1" assume_yes="$2" purge="$3" unit_ours=0 created_user=0 created_group=0
  require_root uninstall "$path"

  if [ -f "$UNIT_FILE" ] && [ "$(unit_workdir)" = "$path" ]; then
    unit_ours=1
    if unit_has_mark "$MARK_USER"; then
      created_user=1
    fi
    if unit_has_mark "$MARK_GROUP"; then
      created_group=1
    fi
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
      if [ "$created_user" = "1" ]; then
        printf ' and the system user %s' "$SERVICE_USER"
      fi
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
    rm -f "${path}/alist" "${path}/alist.new" "${path}/${VERSION_FILE}"
    ok "Removed ${path}/alist"
  fi
  if [ -d "${path}/data" ]; then
    if [ "$purge" = "1" ]; then
      rm -rf "${path}/data"
      ok "Removed ${path}/data"
    elif dir_is_empty "${path}/data"; then
      # Install creates data/; while AList never wrote to it there is nothing to keep.
      rmdir "${path}/data"
      ok "Removed the empty folder ${path}/data"
    else
      info "Kept ${path}/data (delete it yourself, or run uninstall again with --purge)"
    fi
  fi
  if [ "$unit_ours" = "1" ]; then
    remove_service_user "$path" "$created_user" "$created_group"
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

  while [ "$#" -gt 0 ]; do
    arg="$1"
    shift
    case "$arg" in
      -y | --yes) assume_yes="1" ;;
      --purge) purge="1" ;;
      --skip-checksum) SKIP_CHECKSUM="1" ;;
      --version)
        [ "$#" -gt 0 ] || die "--version needs a release tag, such as --version v3.45.0"
        VERSION_TAG="$1"
        shift
        ;;
      --version=*) VERSION_TAG="${arg#--version=}" ;;
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
  if [ -n "$VERSION_TAG" ] && [ "$command" = "uninstall" ]; then
    die "--version goes with install and update, not uninstall"
  fi

  local path
  path="$(resolve_path "$path_arg")"

  case "$command" in
    install) cmd_install "$path" ;;
    update) cmd_update "$path" ;;
    uninstall) cmd_uninstall "$path" "$assume_yes" "$purge" ;;
  esac
}

main "$@"
