/**
 * First-run texts for the API reference data (English and Chinese). The YAML
 * files are the source once written: scripts/api-data.mjs keeps any text
 * already there and uses these only where a text is still empty.
 */

const t = (en, zh) => ({ en, zh });

/** Summaries (one sentence) by documented path. */
export const SUMMARY = {
  '/api/auth/login': t(
    'Log in with a user name and a plain-text password and receive a token.',
    '用用户名和明文密码登录，换取令牌。',
  ),
  '/api/auth/login/hash': t(
    'Log in with a user name and the hashed password, the way the web UI does.',
    '用用户名和哈希后的密码登录，网页界面用的就是这种方式。',
  ),
  '/api/auth/login/ldap': t(
    'Log in with an LDAP account and receive a token.',
    '用 LDAP 账号登录并获取令牌。',
  ),
  '/api/me': t('Return the user the token belongs to.', '返回令牌所属用户的信息。'),
  '/api/me/update': t(
    'Change your own user name, password or SSO binding.',
    '修改自己的用户名、密码或单点登录绑定。',
  ),
  '/api/me/sshkey/list': t(
    'List the SSH public keys you registered for SFTP.',
    '列出你为 SFTP 登记的 SSH 公钥。',
  ),
  '/api/me/sshkey/add': t(
    'Register an SSH public key so you can log in to the SFTP server with it.',
    '登记一把 SSH 公钥，之后可以用它登录 SFTP 服务。',
  ),
  '/api/me/sshkey/delete': t('Remove one of your SSH public keys.', '删除你的一把 SSH 公钥。'),
  '/api/auth/2fa/generate': t(
    'Create a new two-factor secret and its QR code for your account.',
    '为当前账号生成新的两步验证密钥及二维码。',
  ),
  '/api/auth/2fa/verify': t(
    'Confirm a two-factor secret with a code from your authenticator app, which turns 2FA on.',
    '用验证器应用给出的验证码确认密钥，确认后两步验证即生效。',
  ),
  '/api/auth/logout': t(
    'Invalidate the token sent in the Authorization header.',
    '让 Authorization 头里的令牌失效。',
  ),
  '/api/auth/sso': t(
    'Start a single sign-on login: redirects the browser to the configured provider.',
    '发起单点登录：把浏览器重定向到已配置的身份提供方。',
  ),
  '/api/auth/sso_callback': t(
    'Where the SSO provider sends the browser back after the user signs in.',
    '用户在身份提供方登录后，浏览器被送回的回调地址。',
  ),
  '/api/auth/get_sso_id': t(
    'SSO callback in compatibility mode that returns the provider user id for binding.',
    '兼容模式下的单点登录回调，返回用于绑定的第三方用户 ID。',
  ),
  '/api/auth/sso_get_token': t(
    'SSO callback in compatibility mode that logs the user in and hands over a token.',
    '兼容模式下的单点登录回调，完成登录并交出令牌。',
  ),
  '/api/authn/webauthn_begin_login': t(
    'Start a passkey (WebAuthn) login and get the challenge for the browser.',
    '开始通行密钥（WebAuthn）登录，取得交给浏览器的挑战数据。',
  ),
  '/api/authn/webauthn_finish_login': t(
    'Finish a passkey login with the browser’s signed answer and receive a token.',
    '提交浏览器签名后的应答，完成通行密钥登录并获取令牌。',
  ),
  '/api/authn/webauthn_begin_registration': t(
    'Start registering a new passkey for the current user.',
    '开始为当前用户注册新的通行密钥。',
  ),
  '/api/authn/webauthn_finish_registration': t(
    'Finish registering a passkey with the browser’s answer.',
    '提交浏览器的应答，完成通行密钥注册。',
  ),
  '/api/authn/delete_authn': t('Delete one of your passkeys.', '删除一把你的通行密钥。'),
  '/api/authn/getcredentials': t(
    'List the passkeys registered for the current user.',
    '列出当前用户已注册的通行密钥。',
  ),
  '/api/public/settings': t(
    'Return the settings the web UI needs before anyone logs in.',
    '返回网页界面在登录前就需要的公开设置。',
  ),
  '/api/public/offline_download_tools': t(
    'List the offline-download tools that are configured and ready.',
    '列出已配置好、可以使用的离线下载工具。',
  ),
  '/api/public/archive_extensions': t(
    'List the archive file extensions the server can open.',
    '列出服务端能够打开的压缩包扩展名。',
  ),
  '/api/fs/list': t('List the contents of a folder.', '列出文件夹的内容。'),
  '/api/fs/search': t(
    'Search the index for files and folders by keyword.',
    '按关键词在索引中搜索文件和文件夹。',
  ),
  '/api/fs/get': t(
    'Get one file or folder, including its download URL.',
    '获取单个文件或文件夹的信息，包括下载地址。',
  ),
  '/api/fs/other': t(
    'Call a driver-specific operation on a path (for example video preview data).',
    '对某个路径调用驱动自带的额外操作（例如视频预览信息）。',
  ),
  '/api/fs/dirs': t(
    'List only the sub-folders of a folder (used by folder pickers).',
    '只列出文件夹下的子文件夹（供目录选择器使用）。',
  ),
  '/api/fs/mkdir': t(
    'Create a folder, with any missing parents.',
    '新建文件夹，缺少的上级目录会一并创建。',
  ),
  '/api/fs/rename': t('Rename one file or folder.', '重命名一个文件或文件夹。'),
  '/api/fs/batch_rename': t(
    'Rename several items in one folder, each to a name you give.',
    '在同一文件夹内一次重命名多个项目，逐个指定新名字。',
  ),
  '/api/fs/regex_rename': t(
    'Rename every item in a folder whose name matches a regular expression.',
    '把文件夹中名称匹配正则表达式的项目全部按规则改名。',
  ),
  '/api/fs/move': t(
    'Move items from one folder to another.',
    '把项目从一个文件夹移动到另一个文件夹。',
  ),
  '/api/fs/recursive_move': t(
    'Move everything inside a folder tree into one destination folder.',
    '把一个目录树里的所有文件移动到同一个目标文件夹。',
  ),
  '/api/fs/copy': t(
    'Copy items to another folder; copies run as background tasks.',
    '把项目复制到另一个文件夹，复制以后台任务执行。',
  ),
  '/api/fs/remove': t('Delete files and folders.', '删除文件和文件夹。'),
  '/api/fs/remove_empty_directory': t(
    'Delete every empty folder below a folder.',
    '删除某个文件夹下所有的空文件夹。',
  ),
  '/api/fs/put': t(
    'Upload a file by streaming it as the request body.',
    '以请求体流式上传一个文件。',
  ),
  '/api/fs/form': t(
    'Upload a file as a multipart form (field “file”).',
    '以 multipart 表单上传文件（字段名为 file）。',
  ),
  '/api/fs/link': t(
    'Ask the storage driver for the real download link of a file.',
    '向存储驱动索取文件的真实下载链接。',
  ),
  '/api/fs/add_offline_download': t(
    'Queue URLs for offline download into a folder.',
    '把一组链接加入离线下载，保存到指定文件夹。',
  ),
  '/api/fs/archive/meta': t(
    'Read an archive’s comment, encryption flag and file tree.',
    '读取压缩包的注释、是否加密以及内部文件树。',
  ),
  '/api/fs/archive/list': t('List one folder inside an archive.', '列出压缩包内某个文件夹的内容。'),
  '/api/fs/archive/decompress': t(
    'Extract archives into a folder as background tasks.',
    '以后台任务把压缩包解压到指定文件夹。',
  ),
  '/api/admin/meta/list': t('List all meta rules, one page at a time.', '分页列出所有元信息规则。'),
  '/api/admin/meta/get': t('Get one meta rule by id.', '按 ID 获取一条元信息规则。'),
  '/api/admin/meta/create': t('Create a meta rule for a path.', '为某个路径新建元信息规则。'),
  '/api/admin/meta/update': t('Replace an existing meta rule.', '整体更新一条已有的元信息规则。'),
  '/api/admin/meta/delete': t('Delete a meta rule by id.', '按 ID 删除一条元信息规则。'),
  '/api/admin/user/list': t('List all users, one page at a time.', '分页列出所有用户。'),
  '/api/admin/user/get': t('Get one user by id.', '按 ID 获取一个用户。'),
  '/api/admin/user/create': t('Create a user.', '新建用户。'),
  '/api/admin/user/update': t('Replace a user’s settings.', '更新一个用户的全部设置。'),
  '/api/admin/user/cancel_2fa': t(
    'Turn off two-factor authentication for a user.',
    '为某个用户关闭两步验证。',
  ),
  '/api/admin/user/delete': t('Delete a user by id.', '按 ID 删除用户。'),
  '/api/admin/user/del_cache': t(
    'Drop the cached copy of a user so the next request reloads it from the database.',
    '清除某个用户的缓存，下一次请求会从数据库重新读取。',
  ),
  '/api/admin/user/sshkey/list': t(
    'List the SSH public keys of any user.',
    '列出任一用户的 SSH 公钥。',
  ),
  '/api/admin/user/sshkey/delete': t(
    'Delete any user’s SSH public key.',
    '删除任一用户的 SSH 公钥。',
  ),
  '/api/admin/storage/list': t('List all storages, one page at a time.', '分页列出所有存储。'),
  '/api/admin/storage/get': t('Get one storage by id.', '按 ID 获取一个存储。'),
  '/api/admin/storage/create': t('Add a storage and mount it.', '添加并挂载一个存储。'),
  '/api/admin/storage/update': t('Change a storage and reload it.', '修改存储并重新加载。'),
  '/api/admin/storage/delete': t('Unmount and delete a storage.', '卸载并删除一个存储。'),
  '/api/admin/storage/enable': t('Enable a disabled storage.', '启用一个已停用的存储。'),
  '/api/admin/storage/disable': t(
    'Disable a storage without deleting it.',
    '停用一个存储，但不删除它。',
  ),
  '/api/admin/storage/load_all': t(
    'Reload every storage from the database.',
    '从数据库重新加载全部存储。',
  ),
  '/api/admin/driver/list': t(
    'Describe every driver: its common items, its own options and its capabilities.',
    '描述所有驱动：通用配置项、驱动自己的选项以及能力标志。',
  ),
  '/api/admin/driver/names': t('List the names of all drivers.', '列出所有驱动的名称。'),
  '/api/admin/driver/info': t('Describe one driver by name.', '按名称描述单个驱动。'),
  '/api/admin/setting/get': t(
    'Read one setting, or several by key.',
    '读取一个或按键名读取多个设置项。',
  ),
  '/api/admin/setting/list': t(
    'List settings, optionally only some groups.',
    '列出设置项，可只取某些分组。',
  ),
  '/api/admin/setting/save': t('Save a list of settings.', '批量保存设置项。'),
  '/api/admin/setting/delete': t('Delete a setting by key.', '按键名删除一个设置项。'),
  '/api/admin/setting/reset_token': t(
    'Generate a new admin token; the old one stops working.',
    '重新生成管理员令牌，旧令牌随即失效。',
  ),
  '/api/admin/setting/set_aria2': t(
    'Save the aria2 RPC address and secret and check the connection.',
    '保存 aria2 的 RPC 地址与密钥并测试连接。',
  ),
  '/api/admin/setting/set_qbit': t(
    'Save the qBittorrent address and seeding time and check the connection.',
    '保存 qBittorrent 地址与做种时间并测试连接。',
  ),
  '/api/admin/setting/set_transmission': t(
    'Save the Transmission RPC address and seeding time and check the connection.',
    '保存 Transmission 的 RPC 地址与做种时间并测试连接。',
  ),
  '/api/admin/setting/set_115': t(
    'Set the 115 Cloud folder used as a temporary place for offline downloads.',
    '设置 115 网盘离线下载使用的临时文件夹。',
  ),
  '/api/admin/setting/set_pikpak': t(
    'Set the PikPak folder used as a temporary place for offline downloads.',
    '设置 PikPak 离线下载使用的临时文件夹。',
  ),
  '/api/admin/setting/set_thunder': t(
    'Set the Thunder folder used as a temporary place for offline downloads.',
    '设置迅雷离线下载使用的临时文件夹。',
  ),
  '/api/admin/index/build': t(
    'Rebuild the whole search index in the background.',
    '在后台重建整个搜索索引。',
  ),
  '/api/admin/index/update': t('Re-index only the given paths.', '只为指定路径更新索引。'),
  '/api/admin/index/stop': t('Stop a running index build.', '停止正在进行的索引构建。'),
  '/api/admin/index/clear': t('Empty the search index.', '清空搜索索引。'),
  '/api/admin/index/progress': t('Report how far the index build has got.', '查看索引构建的进度。'),
};

const TASK_SUMMARY = {
  undone: t(
    'List tasks that have not finished (pending, running, failing, waiting to retry…).',
    '列出尚未结束的任务（等待中、运行中、失败重试中等）。',
  ),
  done: t(
    'List finished tasks (succeeded, failed or canceled).',
    '列出已经结束的任务（成功、失败或已取消）。',
  ),
  info: t('Get one task by id.', '按 ID 获取单个任务。'),
  cancel: t('Cancel one task.', '取消一个任务。'),
  delete: t('Delete one task from the list.', '从列表中删除一个任务。'),
  retry: t('Run a failed task again.', '重新执行一个失败的任务。'),
  cancel_some: t('Cancel several tasks at once.', '一次取消多个任务。'),
  delete_some: t('Delete several tasks at once.', '一次删除多个任务。'),
  retry_some: t('Retry several tasks at once.', '一次重试多个任务。'),
  clear_done: t('Remove every finished task from the list.', '从列表中清除所有已结束的任务。'),
  clear_succeeded: t('Remove every succeeded task from the list.', '从列表中清除所有成功的任务。'),
  retry_failed: t('Retry every failed task.', '重试所有失败的任务。'),
};

export function summary(path) {
  const task = /^\/api(?:\/admin)?\/task\/\{type\}\/([a-z_]+)$/.exec(path);
  if (task) return TASK_SUMMARY[task[1]];
  return SUMMARY[path];
}

/** Longer notes shown under the summary. */
export const DESCRIPTION = {
  '/api/auth/login': t(
    'The server hashes the password itself, so send it as typed. A wrong password counts towards the per-IP lockout described for the hash login. If the account has two-factor authentication, send the current code in `otp_code`; without it the answer has code 402.',
    '服务端会自行计算密码哈希，所以按原样提交密码即可。密码错误同样计入按 IP 统计的失败次数（见哈希登录）。如果账号开启了两步验证，需要在 `otp_code` 中带上当前验证码，否则返回码为 402。',
  ),
  '/api/auth/login/hash': t(
    'The password field carries the SHA-256 hex digest of the password followed by `-https://github.com/alist-org/alist`. After 5 failed attempts from one IP address the server answers code 429 for 5 minutes.',
    'password 字段要填“密码 + `-https://github.com/alist-org/alist`”的 SHA-256 十六进制摘要。同一 IP 连续失败 5 次后，服务端会在 5 分钟内一律返回 429。',
  ),
  '/api/auth/login/ldap': t(
    'Works only when the setting `ldap_login_enabled` is on. On the first successful login AList creates a local user for the LDAP account.',
    '只有开启设置 `ldap_login_enabled` 后才可用。LDAP 账号首次登录成功时，AList 会为它创建对应的本地用户。',
  ),
  '/api/me/update': t(
    'Only `username`, `password` and `sso_id` are taken from the body; role, permission and base path stay as they are. Leave `password` empty to keep the current one. A password change invalidates existing tokens.',
    '请求体中只有 `username`、`password` 和 `sso_id` 会生效，角色、权限和基础路径保持不变。`password` 留空表示不修改密码。修改密码后，已签发的令牌全部失效。',
  ),
  '/api/fs/list': t(
    'Large folders can be fetched page by page with `page` and `per_page`; `total` tells how many items there are. `refresh` skips the cache and needs write permission.',
    '大文件夹可以用 `page` 和 `per_page` 分页获取，`total` 是总条目数。`refresh` 会跳过缓存重新读取，需要写入权限。',
  ),
  '/api/fs/get': t(
    'For a file, `raw_url` is the address to download it (a signed `/d/` or `/p/` link, or the storage’s own link). `related` lists files with the same base name in the folder, such as subtitles next to a video.',
    '对于文件，`raw_url` 是下载地址（带签名的 `/d/`、`/p/` 链接，或存储自身的直链）。`related` 列出同一文件夹中主文件名相同的文件，例如视频旁的字幕。',
  ),
  '/api/fs/search': t(
    'Needs a search index (setting `search_index` other than `none`). Results the caller may not access are left out.',
    '需要启用搜索索引（设置 `search_index` 不为 `none`）。调用者无权访问的结果会被过滤掉。',
  ),
  '/api/fs/recursive_move': t(
    '`conflict_policy` decides what happens when a name already exists in the destination: `cancel` stops with an error at the first clash, `skip` leaves those files where they are, `overwrite` replaces them. On success the message reads “Successfully moved n file(s)”.',
    '`conflict_policy` 决定目标中已有同名文件时的做法：`cancel` 在第一次冲突时报错停止，`skip` 跳过这些文件，`overwrite` 直接覆盖。成功时 message 为 “Successfully moved n file(s)”。',
  ),
  '/api/fs/put': t(
    'Send the file bytes as the whole request body and describe the target in headers. `File-Path` must be URL-encoded. Set `As-Task: true` to hand the upload to a background task and return at once.',
    '把文件内容直接作为请求体发送，目标路径等信息放在请求头中。`File-Path` 必须经过 URL 编码。设置 `As-Task: true` 可以把上传交给后台任务并立即返回。',
  ),
  '/api/fs/form': t(
    'Same as the stream upload, but the file travels as the `file` part of a `multipart/form-data` body.',
    '与流式上传相同，只是文件放在 `multipart/form-data` 请求体的 `file` 字段中。',
  ),
  '/api/fs/archive/meta': t(
    'A wrong or missing archive password answers code 202 inside the normal envelope, so a client can ask the user for one and try again.',
    '压缩包密码错误或缺失时，会在正常的响应包装中返回 202，客户端可以据此提示用户输入密码后重试。',
  ),
  '/api/fs/archive/decompress': t(
    '`name` may be one file name or an array of names in `src_dir`. Each archive becomes a decompress task; the answer lists them.',
    '`name` 可以是 `src_dir` 中的一个文件名，也可以是文件名数组。每个压缩包会生成一个解压任务，响应中会列出这些任务。',
  ),
  '/api/admin/setting/save': t(
    'The body is a JSON array of setting items. Usually only `key` and `value` matter; the other fields describe how the UI shows the item.',
    '请求体是设置项组成的 JSON 数组。一般只需填写 `key` 和 `value`，其余字段只影响界面如何展示该项。',
  ),
};

/** Field texts by name, used on every endpoint unless FIELD_BY_PATH has one. */
const FIELD = {
  username: t('User name.', '用户名。'),
  password: t(
    'Password of the folder’s meta rule, when the folder is protected; empty otherwise.',
    '文件夹受元信息密码保护时填写该密码，否则留空。',
  ),
  otp_code: t(
    'Current six-digit code from the authenticator app, when two-factor authentication is on.',
    '开启两步验证时，验证器应用上当前的六位验证码。',
  ),
  id: t('Numeric id of the item.', '条目的数字 ID。'),
  page: t(
    'Page number, starting at 1. Values below 1 are treated as 1.',
    '页码，从 1 开始；小于 1 时按 1 处理。',
  ),
  per_page: t(
    'Items per page. 0 or a negative value returns everything.',
    '每页条数；为 0 或负数时返回全部。',
  ),
  path: t('Absolute path in AList, for example `/movies`.', 'AList 中的绝对路径，例如 `/movies`。'),
  refresh: t(
    'Skip the cache and read from the storage again. Needs write permission.',
    '跳过缓存、重新从存储读取。需要写入权限。',
  ),
  src_dir: t('Folder that holds the items.', '项目所在的文件夹。'),
  dst_dir: t('Destination folder.', '目标文件夹。'),
  names: t('Names of the items inside `src_dir`.', '`src_dir` 中要处理的项目名称列表。'),
  overwrite: t(
    'Replace an existing item of the same name. When false, a clash answers 403.',
    '是否覆盖同名项目；为 false 时遇到同名会返回 403。',
  ),
  name: t('New name.', '新名称。'),
  archive_pass: t('Password of the archive, if it is encrypted.', '压缩包的密码（如果已加密）。'),
  inner_path: t('Path inside the archive, `/` for its root.', '压缩包内部的路径，根目录为 `/`。'),
  type: t(
    'Optional query parameter the handler reads; leave it out for normal use.',
    '处理函数会读取的可选查询参数，一般无需填写。',
  ),
  tid: t('Task id, as returned in the task list.', '任务 ID，即任务列表中返回的 id。'),
  key: t('Setting key.', '设置项键名。'),
  uid: t('Id of the user whose keys to list.', '要查看其公钥的用户 ID。'),
  driver: t(
    'Driver name, as listed by the driver names endpoint.',
    '驱动名称，即驱动名称接口返回的值。',
  ),
  method: t('SSO platform or callback method.', '单点登录平台或回调方式。'),
  state: t('State value issued at the start of the SSO login.', '发起单点登录时生成的 state 值。'),
  code: t('Authorization code from the SSO provider.', '身份提供方返回的授权码。'),
  authCode: t(
    'DingTalk only: the authorization code, which DingTalk sends here instead of in `code`.',
    '仅钉钉使用：钉钉把授权码放在这个参数里，而不是 `code`。',
  ),
  base_path: t(
    'Folder the user sees as the root; every path is resolved inside it.',
    '用户看到的根目录，所有路径都在它之下解析。',
  ),
  role: t('Role: 0 general user, 1 guest, 2 admin.', '角色：0 普通用户，1 访客，2 管理员。'),
  disabled: t('Block the account from logging in.', '禁止该账号登录。'),
  permission: t(
    'Permission bit mask; see the permission table on the API overview.',
    '权限位掩码，含义见 API 概览中的权限表。',
  ),
  sso_id: t('Id of the linked single sign-on account.', '绑定的单点登录账号 ID。'),
  title: t('A name for the key, to recognise it later.', '公钥的名称，便于日后辨认。'),
  secret: t('The secret returned by the generate call.', '生成接口返回的密钥。'),
  temp_dir: t(
    'Folder on a storage of this cloud used for temporary downloads.',
    '该网盘存储中用于暂存离线下载的文件夹。',
  ),
  uri: t('RPC address of the download tool.', '下载工具的 RPC 地址。'),
  url: t(
    'Web UI address of qBittorrent, credentials included.',
    'qBittorrent WebUI 地址，包含账号密码。',
  ),
  seedtime: t('Minutes to keep seeding after a download finishes.', '下载完成后继续做种的分钟数。'),
  value: t('Value of the setting.', '设置项的值。'),
  help: t('Help text shown in the UI.', '界面上显示的帮助文字。'),
  options: t('Choices for a select item, comma separated.', '下拉选项，逗号分隔。'),
  group: t('Group number the item belongs to.', '设置项所属的分组编号。'),
  flag: t('0 public, 1 private, 2 read-only, 3 deprecated.', '0 公开，1 私有，2 只读，3 已弃用。'),
  index: t('Sort position inside the group.', '在分组内的排序位置。'),
  paths: t('Paths to re-index.', '需要更新索引的路径列表。'),
  max_depth: t(
    'How many folder levels to walk below each path; -1 for no limit.',
    '在每个路径下向下遍历的层数，-1 为不限。',
  ),
};

const FIELD_BY_PATH = {
  '/api/auth/login password': t('Plain-text password.', '明文密码。'),
  '/api/auth/login/hash password': t(
    'SHA-256 hex of the password followed by `-https://github.com/alist-org/alist`.',
    '“密码 + `-https://github.com/alist-org/alist`”的 SHA-256 十六进制值。',
  ),
  '/api/auth/login/ldap password': t('LDAP password.', 'LDAP 密码。'),
  '/api/me/update id': t(
    'Ignored: the user is taken from the token.',
    '会被忽略，用户由令牌决定。',
  ),
  '/api/me/update password': t(
    'New password; empty keeps the current one.',
    '新密码，留空则不修改。',
  ),
  '/api/me/update username': t('New user name.', '新的用户名。'),
  '/api/me/update base_path': t('Ignored for this endpoint.', '此接口会忽略该字段。'),
  '/api/me/update role': t('Ignored for this endpoint.', '此接口会忽略该字段。'),
  '/api/me/update disabled': t('Ignored for this endpoint.', '此接口会忽略该字段。'),
  '/api/me/update permission': t('Ignored for this endpoint.', '此接口会忽略该字段。'),
  '/api/me/sshkey/add key': t(
    'The public key in OpenSSH format (`ssh-ed25519 AAAA…`).',
    'OpenSSH 格式的公钥（`ssh-ed25519 AAAA…`）。',
  ),
  '/api/me/sshkey/delete id': t('Id of the key to delete.', '要删除的公钥 ID。'),
  '/api/auth/2fa/verify code': t(
    'Code shown by the authenticator app.',
    '验证器应用显示的验证码。',
  ),
  '/api/auth/sso method': t(
    'Platform to use, as configured in `sso_login_platform`.',
    '要使用的平台，须与 `sso_login_platform` 设置一致。',
  ),
  '/api/authn/webauthn_begin_login username': t(
    'User name to log in as; empty allows any passkey.',
    '要登录的用户名；留空则允许任意通行密钥。',
  ),
  '/api/authn/webauthn_finish_login username': t(
    'Same user name as in the begin call.',
    '与开始登录时相同的用户名。',
  ),
  '/api/authn/delete_authn id': t(
    'Id of the passkey, as returned by the credentials list.',
    '通行密钥的 ID，即凭据列表返回的值。',
  ),
  '/api/fs/search parent': t('Folder to search below.', '在哪个文件夹下搜索。'),
  '/api/fs/search keywords': t('Words to look for in names.', '在名称中查找的关键词。'),
  '/api/fs/search scope': t(
    '0 everything, 1 folders only, 2 files only.',
    '0 全部，1 仅文件夹，2 仅文件。',
  ),
  '/api/fs/search password': t(
    'Meta password of `parent`, if any.',
    '`parent` 的元信息密码（如有）。',
  ),
  '/api/fs/other method': t('Name of the driver operation.', '驱动操作的名称。'),
  '/api/fs/other data': t(
    'Arguments for the operation, any JSON value.',
    '操作的参数，可以是任意 JSON 值。',
  ),
  '/api/fs/dirs force_root': t(
    'List from the real root instead of the user’s base path (admins only).',
    '从真正的根目录而不是用户基础路径开始列出（仅管理员）。',
  ),
  '/api/fs/mkdir path': t('Path of the folder to create.', '要创建的文件夹路径。'),
  '/api/fs/rename path': t('Path of the item to rename.', '要重命名的项目路径。'),
  '/api/fs/batch_rename rename_objects': t(
    'List of `{src_name, new_name}` pairs inside `src_dir`.',
    '`src_dir` 中的 `{src_name, new_name}` 对组成的列表。',
  ),
  '/api/fs/regex_rename src_name_regex': t(
    'Regular expression matched against each name.',
    '用来匹配每个名称的正则表达式。',
  ),
  '/api/fs/regex_rename new_name_regex': t(
    'Replacement, may use groups such as `$1`.',
    '替换模板，可以引用 `$1` 等分组。',
  ),
  '/api/fs/recursive_move conflict_policy': t(
    '`cancel`, `skip` or `overwrite`.',
    '`cancel`、`skip` 或 `overwrite`。',
  ),
  '/api/fs/remove dir': t('Folder that holds the items.', '项目所在的文件夹。'),
  '/api/fs/remove_empty_directory src_dir': t(
    'Folder to clean up; it is kept, its empty sub-folders go.',
    '要清理的文件夹；它本身保留，删除其下的空子文件夹。',
  ),
  '/api/fs/link path': t('Path of the file.', '文件路径。'),
  '/api/fs/add_offline_download urls': t('Download links, one per item.', '下载链接列表。'),
  '/api/fs/add_offline_download path': t(
    'Folder to save the downloads in.',
    '保存下载内容的文件夹。',
  ),
  '/api/fs/add_offline_download tool': t(
    'Tool name, one of those the public tools endpoint lists.',
    '工具名称，取公开工具列表接口返回的值之一。',
  ),
  '/api/fs/add_offline_download delete_policy': t(
    '`delete_on_upload_succeed`, `delete_on_upload_failed`, `delete_never` or `delete_always`.',
    '`delete_on_upload_succeed`、`delete_on_upload_failed`、`delete_never` 或 `delete_always`。',
  ),
  '/api/fs/archive/meta path': t('Path of the archive.', '压缩包路径。'),
  '/api/fs/archive/list path': t('Path of the archive.', '压缩包路径。'),
  '/api/fs/archive/meta refresh': t(
    'Read the archive again instead of the cache.',
    '不用缓存，重新读取压缩包。',
  ),
  '/api/fs/archive/list refresh': t(
    'Read the archive again instead of the cache.',
    '不用缓存，重新读取压缩包。',
  ),
  '/api/fs/archive/decompress src_dir': t('Folder holding the archives.', '压缩包所在的文件夹。'),
  '/api/fs/archive/decompress dst_dir': t('Folder to extract into.', '解压到的文件夹。'),
  '/api/fs/archive/decompress name': t(
    'Archive file name, or an array of names.',
    '压缩包文件名，或文件名数组。',
  ),
  '/api/fs/archive/decompress cache_full': t(
    'Download the whole archive first instead of reading it piece by piece.',
    '先完整下载整个压缩包，而不是边读边解。',
  ),
  '/api/fs/archive/decompress put_into_new_dir': t(
    'Extract each archive into a new folder named after it.',
    '把每个压缩包解压到以其名称命名的新文件夹中。',
  ),
  '/api/admin/meta/create id': t('Leave 0; the id is assigned.', '填 0，ID 由系统分配。'),
  '/api/admin/meta/update id': t('Id of the rule to change.', '要修改的规则 ID。'),
  '/api/admin/meta/create path': t('Folder the rule applies to.', '规则作用的文件夹。'),
  '/api/admin/meta/update path': t('Folder the rule applies to.', '规则作用的文件夹。'),
  '/api/admin/user/create id': t('Leave 0; the id is assigned.', '填 0，ID 由系统分配。'),
  '/api/admin/user/update id': t('Id of the user to change.', '要修改的用户 ID。'),
  '/api/admin/user/create password': t('Password of the new user.', '新用户的密码。'),
  '/api/admin/user/update password': t(
    'New password; empty keeps the current one.',
    '新密码，留空则不修改。',
  ),
  '/api/admin/user/del_cache username': t('User name whose cache to drop.', '要清除缓存的用户名。'),
  '/api/admin/storage/create id': t('Leave 0; the id is assigned.', '填 0，ID 由系统分配。'),
  '/api/admin/storage/update id': t('Id of the storage to change.', '要修改的存储 ID。'),
  '/api/admin/setting/get key': t('One key to read.', '要读取的单个键名。'),
  '/api/admin/setting/get keys': t('Several keys, comma separated.', '多个键名，用逗号分隔。'),
  '/api/admin/setting/list group': t('One group number.', '单个分组编号。'),
  '/api/admin/setting/list groups': t(
    'Several group numbers, comma separated.',
    '多个分组编号，用逗号分隔。',
  ),
  '/api/admin/setting/delete key': t('Key of the setting to delete.', '要删除的设置项键名。'),
  '/api/admin/setting/set_aria2 secret': t('aria2 RPC secret.', 'aria2 的 RPC 密钥。'),
};

/** Storage, meta and setting fields share their texts with the admin pages. */
const MODEL_FIELD = {
  mount_path: t('Path where the storage appears, unique.', '存储的挂载路径，不可重复。'),
  order: t('Sort position among storages.', '在存储列表中的排序。'),
  cache_expiration: t('Minutes to cache folder listings.', '目录列表缓存的分钟数。'),
  status: t('Set by the server: `work` or an error message.', '由服务端写入：`work` 或错误信息。'),
  addition: t(
    'Driver options as a JSON string (the option names are on each driver page).',
    '驱动选项组成的 JSON 字符串（选项名见各驱动页面）。',
  ),
  remark: t('Free note for administrators.', '管理员备注。'),
  modified: t('Set by the server: time of the last change.', '由服务端写入：最后修改时间。'),
  disabled: t('Keep the storage unmounted.', '停用该存储（不挂载）。'),
  disable_index: t('Leave this storage out of the search index.', '不为该存储建立搜索索引。'),
  enable_sign: t('Require signed download links.', '下载链接需要签名。'),
  order_by: t(
    'Sort field: `name`, `size` or `modified`.',
    '排序字段：`name`、`size` 或 `modified`。',
  ),
  order_direction: t('`asc` or `desc`.', '`asc` 或 `desc`。'),
  extract_folder: t(
    'Put folders `front` or `back` of files.',
    '文件夹排在文件之前（`front`）或之后（`back`）。',
  ),
  web_proxy: t('Send web downloads through the server.', '网页下载经由服务端中转。'),
  webdav_policy: t(
    '`302_redirect`, `use_proxy_url` or `native_proxy`.',
    '`302_redirect`、`use_proxy_url` 或 `native_proxy`。',
  ),
  proxy_range: t('Serve range requests when proxying.', '中转时支持 Range 请求。'),
  down_proxy_url: t('Download proxy address to use.', '使用的下载代理地址。'),
  driver: t(
    'Driver name, as listed by the driver names endpoint.',
    '驱动名称，即驱动名称接口返回的值。',
  ),
  p_sub: t('Apply the password to sub-folders too.', '密码同样作用于子文件夹。'),
  write: t('Let anyone who can see the folder upload to it.', '允许能访问该文件夹的人向其中写入。'),
  w_sub: t('Apply `write` to sub-folders too.', '`write` 同样作用于子文件夹。'),
  hide: t('Names to hide, one regular expression per line.', '要隐藏的名称，每行一个正则表达式。'),
  h_sub: t('Apply `hide` to sub-folders too.', '`hide` 同样作用于子文件夹。'),
  readme: t('Markdown shown below the listing.', '在列表下方显示的 Markdown。'),
  r_sub: t('Apply `readme` to sub-folders too.', '`readme` 同样作用于子文件夹。'),
  header: t('Markdown shown above the listing.', '在列表上方显示的 Markdown。'),
  header_sub: t('Apply `header` to sub-folders too.', '`header` 同样作用于子文件夹。'),
};

const MODEL_PATHS = /^\/api\/admin\/(storage|meta)\//;
const META_PASSWORD = t('Password that protects the folder.', '保护该文件夹的密码。');
const USER_PASSWORD = t('Password of the user.', '用户的密码。');

export function field(path, name) {
  const exact = FIELD_BY_PATH[`${path} ${name}`];
  if (exact) return exact;
  if (path.startsWith('/api/admin/meta/') && name === 'password') return META_PASSWORD;
  if (path.startsWith('/api/admin/user/') && name === 'password') return USER_PASSWORD;
  if (path === '/api/admin/setting/save' && name === 'type')
    return t(
      'Item type: string, select, bool, text or number.',
      '条目类型：string、select、bool、text 或 number。',
    );
  if (MODEL_PATHS.test(path) && MODEL_FIELD[name]) return MODEL_FIELD[name];
  if (path.startsWith('/api/auth/sso') || path.startsWith('/api/auth/get_sso')) {
    if (name === 'method')
      return t(
        'Callback method: `get_sso_id` or `sso_get_token`.',
        '回调方式：`get_sso_id` 或 `sso_get_token`。',
      );
  }
  if (path.startsWith('/api/admin/') && name === 'id') return t('Id of the item.', '条目的 ID。');
  return FIELD[name] ?? MODEL_FIELD[name];
}

const REQUIRED_QUERY = new Set(['id', 'tid', 'uid', 'driver', 'method', 'username']);

export function requiredQuery(path, name) {
  if (path.startsWith('/api/authn/webauthn_begin_login')) return false;
  if (path === '/api/admin/setting/delete' && name === 'key') return true;
  return REQUIRED_QUERY.has(name);
}

const HEADER = {
  'File-Path': t(
    'Destination path including the file name, URL-encoded (for example `/docs/report%202025.pdf`).',
    '包含文件名的目标路径，需 URL 编码（例如 `/docs/report%202025.pdf`）。',
  ),
  'As-Task': t(
    '`true` runs the upload as a background task and returns at once.',
    '为 `true` 时以后台任务上传并立即返回。',
  ),
  Overwrite: t(
    '`false` refuses to replace an existing file (403 “file exists”); any other value or no header overwrites.',
    '为 `false` 时不覆盖已存在的文件（返回 403 “file exists”）；其他值或不传则覆盖。',
  ),
  'Content-Length': t('Size of the body in bytes.', '请求体的字节数。'),
  'X-File-Md5': t(
    'MD5 of the file, passed to the storage (lets some storages skip the upload).',
    '文件的 MD5，交给存储使用（部分存储可据此秒传）。',
  ),
  'X-File-Sha1': t('SHA-1 of the file, passed to the storage.', '文件的 SHA-1，交给存储使用。'),
  'X-File-Sha256': t(
    'SHA-256 of the file, passed to the storage.',
    '文件的 SHA-256，交给存储使用。',
  ),
  'Content-Type': t(
    'MIME type of the file; guessed from the name when empty.',
    '文件的 MIME 类型；为空时根据文件名推断。',
  ),
  'Last-Modified': t(
    'Modification time in Unix milliseconds, kept where the storage supports it.',
    '修改时间（Unix 毫秒），存储支持时会保留。',
  ),
  Password: t(
    'Meta password of the destination folder, if it has one.',
    '目标文件夹的元信息密码（如有）。',
  ),
  Authorization: t('The token to invalidate.', '要注销的令牌。'),
  session: t('The `session` value from the begin call.', '开始登录时返回的 `session` 值。'),
  Session: t('The `session` value from the begin call.', '开始注册时返回的 `session` 值。'),
};

/** /api/fs/form sends multipart data: these two headers describe the whole request there. */
const FORM_HEADER = {
  'Content-Length': t(
    'Size of the whole multipart body; curl and browsers set it for you.',
    '整个 multipart 请求体的字节数；curl 和浏览器会自动填写。',
  ),
  'Content-Type': t(
    'Must be `multipart/form-data` with its boundary (set by curl `-F` or `FormData`). The file’s own MIME type comes from the Content-Type of the `file` part, or is guessed from the name.',
    '必须是带 boundary 的 `multipart/form-data`（curl 的 `-F` 或浏览器的 `FormData` 会自动设置）。文件本身的 MIME 类型取自 `file` 分段的 Content-Type，缺省时按文件名推断。',
  ),
};

export function header(path, name) {
  if (path === '/api/fs/form' && FORM_HEADER[name]) return FORM_HEADER[name];
  return HEADER[name];
}

export function requiredHeader(path, name) {
  if (['File-Path', 'session', 'Session', 'Authorization'].includes(name)) return true;
  return name === 'Content-Length' && path === '/api/fs/put';
}

/** Error texts by key (`400`, `401`, `403-admin`, `403-permission`, …). */
const ERROR = {
  400: t('The body or the parameters could not be read.', '请求体或参数无法解析。'),
  401: t(
    'The token is invalid or expired, the password changed after it was issued, or the user is disabled. A request without a token acts as the guest user and gets 401 only while the guest account is disabled.',
    '令牌无效或已过期、签发后密码已修改，或该用户已被禁用。不带令牌的请求按访客处理，只有访客账号被禁用时才返回 401。',
  ),
  '403-admin': t('The token does not belong to an admin.', '令牌不属于管理员。'),
  '403-guest': t('Guests cannot use task endpoints.', '访客不能使用任务接口。'),
  '403-permission': t('The user lacks the permission listed above.', '用户缺少上面列出的权限。'),
  '403-access': t(
    'Wrong folder password, or the path is outside what the user may see.',
    '文件夹密码错误，或路径超出用户可访问的范围。',
  ),
  202: t('Wrong or missing archive password.', '压缩包密码错误或缺失。'),
  429: t(
    'Too many failed logins from this IP; wait 5 minutes.',
    '该 IP 登录失败次数过多，请 5 分钟后再试。',
  ),
  402: t('Two-factor code required or wrong.', '需要两步验证码，或验证码错误。'),
  404: t(
    'No task with that id (or it belongs to someone else).',
    '没有该 ID 的任务（或任务属于其他用户）。',
  ),
  500: t(
    'The storage or the server failed; the message says why.',
    '存储或服务端出错，message 中有原因。',
  ),
};

/** Authn routes: an empty token is always the guest, even a disabled one. */
const AUTHN_401 = t(
  'The token is invalid or expired, the password changed after it was issued, or the user is disabled. A request without a token acts as the guest user, whether or not the guest account is enabled.',
  '令牌无效或已过期、签发后密码已修改，或该用户已被禁用。不带令牌的请求一律按访客处理，不论访客账号是否启用。',
);

export function error(path, key) {
  if (key === '401' && path.startsWith('/api/authn/')) return AUTHN_401;
  if (path === '/api/fs/recursive_move' && key.includes('exists'))
    return t(
      'With `conflict_policy: cancel`, a name that already exists in `dst_dir` stops the move with this answer; `<name>` is the first such name.',
      '当 `conflict_policy` 为 `cancel` 时，只要有名称在 `dst_dir` 中已存在，就以此错误终止移动，`<name>` 为遇到的第一个重名项。',
    );
  if ((path === '/api/fs/put' || path === '/api/fs/form') && key === '403-file exists')
    return t(
      'The header `Overwrite: false` was sent and a file of that name already exists at `File-Path`.',
      '请求带有 `Overwrite: false`，而 `File-Path` 处已存在同名文件。',
    );
  if (path === '/api/fs/list' && key === '403-permission')
    return t(
      '`refresh: true` was sent by a user without write permission in a folder whose meta rule does not allow writing.',
      '用户没有写入权限、所在文件夹的元信息规则也不允许写入，却传了 `refresh: true`。',
    );
  if (ERROR[key]) return ERROR[key];
  const code = key.split('-')[0];
  if (key.includes('Guest user can not update profile'))
    return t('The guest account cannot change its profile.', '访客账号不能修改个人资料。');
  if (key.includes('user invalid')) return t('Guests have no SSH keys.', '访客没有 SSH 公钥。');
  if (key.includes('file [<name>] exists') || key.includes('file exists'))
    return t(
      'An item of that name already exists and overwrite is off.',
      '已存在同名项目且未允许覆盖。',
    );
  if (key.includes('task not found')) return ERROR[404];
  return ERROR[code];
}

export function extraErrors(path) {
  const extra = [];
  if (/^\/api\/auth\/login/.test(path)) {
    extra.push({ code: 400, key: '400-login', message: null });
    extra.push({ code: 402, key: '402', message: null });
  }
  if (path === '/api/auth/login/hash' || path === '/api/auth/login')
    extra.push({ code: 429, key: '429' });
  // Overwrite: false on an existing target (fs_upload_headers in the facts).
  if (path === '/api/fs/put' || path === '/api/fs/form')
    extra.push({ code: 403, key: '403-file exists', message: 'file exists' });
  if (path.startsWith('/api/fs/') || path.startsWith('/api/admin/storage/'))
    extra.push({ code: 500, key: '500' });
  return extra;
}

ERROR['400-login'] = t('Wrong user name or password.', '用户名或密码错误。');

/** Example values by field name. */
export const SAMPLES = {
  path: '/',
  page: 1,
  per_page: 30,
  refresh: false,
  username: 'admin',
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…',
  name: 'report.pdf',
  src_dir: '/docs',
  dst_dir: '/backup',
  names: ['report.pdf'],
  dir: '/docs',
  overwrite: false,
  parent: '/',
  keywords: 'report',
  scope: 0,
  urls: ['https://example.com/file.iso'],
  tool: 'SimpleHttp',
  delete_policy: 'delete_on_upload_succeed',
  id: 1,
  size: 1048576,
  is_dir: false,
  modified: '2025-05-24T13:38:43+08:00',
  created: '2025-05-24T13:38:43+08:00',
  total: 1,
  mount_path: '/local',
  driver: 'Local',
  addition: '{"root_folder_path":"/srv/files"}',
  key: 'site_title',
  value: 'AList',
  title: 'laptop',
  inner_path: '/',
  state: 'Vq3x8NfL2pYt',
  progress: 100,
  creator: 'admin',
  creator_role: 2,
  provider: 'Local',
  write: true,
  secret: 'JBSWY3DPEHPK3PXP',
  tid: 'yH7cT2wQ9bKd',
  uid: 2,
  method: 'sso_get_token',
  code: '4b2e9d7c1a',
  conflict_policy: 'skip',
  src_name_regex: '^(.*)\\.txt$',
  new_name_regex: '$1.md',
  rename_objects: [{ src_name: 'a.txt', new_name: 'b.txt' }],
  paths: ['/local'],
  max_depth: -1,
  base_path: '/',
  role: 2,
  permission: 12543,
  temp_dir: '/115/tmp',
  uri: 'http://localhost:6800/jsonrpc',
  url: 'http://admin:adminadmin@localhost:8080/',
  seedtime: '0',
};

const SSH_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx1bmF0dXJhbC1leGFtcGxlLWtleS1mb3ItZG9jcw alice@laptop';
const USER_SAMPLE = {
  id: undefined,
  username: 'alice',
  password: 'correct-horse-battery',
  base_path: '/alice',
  role: 0,
  permission: 8,
};

/**
 * Samples for one path, over SAMPLES: realistic values where the shared ones
 * would not fit (a real key for sshkey/add, a user to create…). `undefined`
 * leaves an optional field out of the request example.
 */
const PATH_SAMPLES = {
  '/api/auth/login': { password: 'correct-horse-battery' },
  '/api/auth/login/hash': {
    // sha256 hex of "<password>-https://github.com/alist-org/alist"; computed by the client.
    password: '<sha256 hex of "your-password-https://github.com/alist-org/alist">',
  },
  '/api/auth/login/ldap': { username: 'alice', password: 'ldap-password' },
  '/api/me/update': {
    id: undefined,
    role: undefined,
    permission: undefined,
    base_path: undefined,
    password: 'new-password-2025',
  },
  '/api/me/sshkey/add': { key: SSH_KEY },
  '/api/me/sshkey/delete': { id: 3 },
  '/api/admin/user/sshkey/delete': { id: 3 },
  '/api/admin/user/create': USER_SAMPLE,
  '/api/admin/user/update': { ...USER_SAMPLE, id: 2 },
  '/api/admin/user/get': { id: 2 },
  '/api/admin/user/delete': { id: 2 },
  '/api/admin/user/cancel_2fa': { id: 2 },
  '/api/admin/user/del_cache': { username: 'alice' },
  '/api/admin/user/list': { ...USER_SAMPLE, id: 2, password: '' },
  '/api/admin/user/sshkey/list': { id: 3 },
  '/api/me/sshkey/list': { id: 3 },
  '/api/me': { id: 1, username: 'admin', role: 2, permission: 12543, password: '' },
  '/api/admin/meta/create': { id: undefined, path: '/private', password: 'folder-password' },
  '/api/admin/meta/update': { id: 1, path: '/private', password: 'folder-password' },
  '/api/admin/meta/get': { id: 1, path: '/private' },
  '/api/admin/meta/list': { path: '/private' },
  '/api/admin/storage/create': { id: undefined },
  '/api/admin/setting/set_aria2': { secret: 'my-rpc-secret' },
  '/api/admin/setting/set_transmission': { uri: 'http://localhost:9091/transmission/rpc' },
  '/api/admin/setting/set_pikpak': { temp_dir: '/pikpak/tmp' },
  '/api/admin/setting/set_thunder': { temp_dir: '/thunder/tmp' },
  '/api/auth/2fa/verify': { code: '492039' },
  '/api/authn/delete_authn': { id: 'q83vEjRWeJA=' },
  '/api/fs/get': { path: '/docs/report.pdf' },
  '/api/fs/list': { path: '/docs' },
  '/api/fs/dirs': { path: '/docs' },
  '/api/fs/other': { path: '/aliyundrive/movie.mp4', method: 'video_preview' },
  '/api/fs/mkdir': { path: '/docs/2025' },
  '/api/fs/rename': { path: '/docs/report.pdf', name: 'report-2025.pdf' },
  '/api/fs/link': { path: '/docs/report.pdf' },
  '/api/fs/add_offline_download': { path: '/downloads' },
  '/api/fs/archive/meta': { path: '/docs/photos.zip' },
  '/api/fs/archive/list': { path: '/docs/photos.zip' },
  '/api/fs/archive/decompress': { name: 'photos.zip', dst_dir: '/docs/photos' },
};

/** Routes whose answer carries tasks: their string `id` is a task id. */
const TASK_ANSWERS = new Set([
  '/api/fs/copy',
  '/api/fs/put',
  '/api/fs/form',
  '/api/fs/add_offline_download',
  '/api/fs/archive/decompress',
]);

export function pathSamples(path) {
  const own = PATH_SAMPLES[path] ?? {};
  // A string `id` is a task id in task answers, and a storage's own object id
  // elsewhere (many drivers have none, so it is often empty); a number `id` is a row id.
  if ('id' in own) return own;
  if (path.includes('/task/') || TASK_ANSWERS.has(path))
    return { 'id:string': 'yH7cT2wQ9bKd', ...own };
  if (path.startsWith('/api/fs/')) return { 'id:string': '', ...own };
  return own;
}

/**
 * What `data` holds on success, by documented path (see buildResponse in
 * apiData.mjs). Shapes named here are built from the facts.
 */
const TASK_RESPONSE = {
  undone: { kind: 'array', shape: 'TaskInfo', type: '[]TaskInfo' },
  done: { kind: 'array', shape: 'TaskInfo', type: '[]TaskInfo' },
  info: { kind: 'object', shape: 'TaskInfo' },
  cancel_some: {
    kind: 'map',
    type: 'map[string]string',
    example: { '<task id>': 'task not found' },
  },
  delete_some: {
    kind: 'map',
    type: 'map[string]string',
    example: { '<task id>': 'task not found' },
  },
  retry_some: {
    kind: 'map',
    type: 'map[string]string',
    example: { '<task id>': 'task not found' },
  },
};

const RESPONSE = {
  '/api/auth/login': { kind: 'object', type: 'gin.H', fields: [{ name: 'token', type: 'string' }] },
  '/api/auth/login/hash': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'token', type: 'string' }],
  },
  '/api/auth/login/ldap': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'token', type: 'string' }],
  },
  '/api/me': { kind: 'object', shape: 'UserResp' },
  '/api/me/sshkey/list': { kind: 'page', shape: 'SSHPublicKey', type: 'common.PageResp' },
  '/api/auth/2fa/generate': {
    kind: 'object',
    type: 'gin.H',
    fields: [
      { name: 'qr', type: 'string' },
      { name: 'secret', type: 'string' },
    ],
    example: { qr: 'data:image/png;base64,iVBORw0KGgo…', secret: 'JBSWY3DPEHPK3PXP' },
  },
  '/api/authn/webauthn_begin_login': {
    kind: 'object',
    type: 'gin.H',
    fields: [
      { name: 'options', type: 'object' },
      { name: 'session', type: 'string' },
    ],
    example: { options: { publicKey: { challenge: '…' } }, session: '…' },
  },
  '/api/authn/webauthn_finish_login': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'token', type: 'string' }],
  },
  '/api/authn/webauthn_begin_registration': {
    kind: 'object',
    type: 'gin.H',
    fields: [
      { name: 'options', type: 'object' },
      { name: 'session', type: 'string' },
    ],
    example: { options: { publicKey: { challenge: '…' } }, session: '…' },
  },
  '/api/authn/webauthn_finish_registration': {
    kind: 'string',
    type: 'string',
    value: 'Registered Successfully',
  },
  '/api/authn/delete_authn': { kind: 'string', type: 'string', value: 'Deleted Successfully' },
  '/api/authn/getcredentials': {
    kind: 'array',
    type: '[]WebAuthnCredentials',
    fields: [
      { name: 'id', type: '[]byte' },
      { name: 'fingerprint', type: 'string' },
    ],
    example: [{ id: 'q83vEjRWeJA=', fingerprint: 'SHA256:…' }],
  },
  '/api/public/settings': {
    kind: 'map',
    type: 'map[string]string',
    example: { site_title: 'AList', version: 'v3.45.0', allow_indexed: 'false' },
  },
  '/api/public/offline_download_tools': {
    kind: 'string-array',
    type: '[]string',
    example: ['SimpleHttp', 'aria2'],
  },
  '/api/public/archive_extensions': {
    kind: 'string-array',
    type: '[]string',
    example: ['.zip', '.7z', '.rar'],
  },
  '/api/fs/list': { kind: 'object', shape: 'FsListResp' },
  '/api/fs/search': { kind: 'page', shape: 'SearchResp', type: 'common.PageResp' },
  '/api/fs/get': { kind: 'object', shape: 'FsGetResp' },
  '/api/fs/other': { kind: 'any', type: 'interface{}', example: {} },
  '/api/fs/dirs': { kind: 'array', shape: 'DirResp', type: '[]DirResp' },
  '/api/fs/copy': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'tasks', type: '[]TaskInfo' }],
  },
  '/api/fs/put': {
    kind: 'object',
    type: 'gin.H',
    nullable: true,
    fields: [{ name: 'task', type: 'TaskInfo' }],
  },
  '/api/fs/form': {
    kind: 'object',
    type: 'gin.H',
    nullable: true,
    fields: [{ name: 'task', type: 'TaskInfo' }],
  },
  '/api/fs/link': {
    kind: 'object',
    type: 'model.Link',
    fields: [
      { name: 'url', type: 'string' },
      { name: 'header', type: 'map[string][]string' },
    ],
    example: {
      url: 'https://storage.example.com/docs/report.pdf?sig=3f9c2e&expires=1748070000',
      header: { Referer: ['https://storage.example.com/'], 'User-Agent': ['pan.baidu.com'] },
    },
  },
  '/api/fs/add_offline_download': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'tasks', type: '[]TaskInfo' }],
  },
  '/api/fs/archive/meta': { kind: 'object', shape: 'ArchiveMetaResp' },
  '/api/fs/archive/list': { kind: 'object', shape: 'ArchiveListResp' },
  '/api/fs/archive/decompress': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'task', type: '[]TaskInfo' }],
  },
  '/api/admin/meta/list': { kind: 'page', shape: 'Meta', type: 'common.PageResp' },
  '/api/admin/meta/get': { kind: 'object', shape: 'Meta' },
  '/api/admin/user/list': { kind: 'page', shape: 'User', type: 'common.PageResp' },
  '/api/admin/user/get': { kind: 'object', shape: 'User' },
  '/api/admin/user/sshkey/list': { kind: 'page', shape: 'SSHPublicKey', type: 'common.PageResp' },
  '/api/admin/storage/list': { kind: 'page', shape: 'Storage', type: 'common.PageResp' },
  '/api/admin/storage/get': { kind: 'object', shape: 'Storage' },
  '/api/admin/storage/create': {
    kind: 'object',
    type: 'gin.H',
    fields: [{ name: 'id', type: 'uint' }],
  },
  '/api/admin/driver/list': {
    kind: 'map-object',
    shape: 'DriverInfo',
    type: 'map[string]driver.Info',
  },
  '/api/admin/driver/names': {
    kind: 'string-array',
    type: '[]string',
    example: ['115 Cloud', 'Local', 'S3'],
  },
  '/api/admin/driver/info': { kind: 'object', shape: 'DriverInfo' },
  '/api/admin/setting/get': { kind: 'object', shape: 'SettingItem' },
  '/api/admin/setting/list': { kind: 'array', shape: 'SettingItem', type: '[]model.SettingItem' },
  '/api/admin/setting/reset_token': { kind: 'string', type: 'string', value: 'alist-5b8c…' },
  '/api/admin/setting/set_aria2': { kind: 'string', type: 'string', value: '1.37.0' },
  '/api/admin/setting/set_qbit': { kind: 'string', type: 'string', value: 'ok' },
  '/api/admin/setting/set_transmission': { kind: 'string', type: 'string', value: 'ok' },
  '/api/admin/setting/set_115': { kind: 'string', type: 'string', value: 'ok' },
  '/api/admin/setting/set_pikpak': { kind: 'string', type: 'string', value: 'ok' },
  '/api/admin/setting/set_thunder': { kind: 'string', type: 'string', value: 'ok' },
  '/api/admin/index/progress': { kind: 'object', shape: 'IndexProgress' },
};

const BROWSER = {
  kind: 'null',
  description: t(
    'Meant for a browser: the answer redirects to the provider or back to the web interface (or returns a page for it) rather than a JSON result for scripts.',
    '面向浏览器：响应会重定向到身份提供方或网页界面（或返回供浏览器使用的页面），而不是给脚本用的 JSON 结果。',
  ),
};
for (const path of [
  '/api/auth/sso',
  '/api/auth/sso_callback',
  '/api/auth/get_sso_id',
  '/api/auth/sso_get_token',
])
  RESPONSE[path] = BROWSER;

export function responseSpec(path) {
  const task = /^\/api(?:\/admin)?\/task\/\{type\}\/([a-z_]+)$/.exec(path);
  if (task) return TASK_RESPONSE[task[1]] ?? { kind: 'null' };
  return RESPONSE[path] ?? { kind: 'null' };
}

/** Texts for response fields, by name (shape-specific ones as `Shape.name`). */
const RESPONSE_FIELD = {
  token: t('JWT to send in the Authorization header.', '放入 Authorization 请求头的 JWT。'),
  id: t('Id of the item.', '条目 ID。'),
  path: t('Path of the item.', '条目路径。'),
  name: t('Name.', '名称。'),
  size: t(
    'Size in bytes (0 for folders on most storages).',
    '大小（字节）；多数存储的文件夹为 0。',
  ),
  is_dir: t('True for a folder.', '是否为文件夹。'),
  modified: t('Last modification time (RFC 3339).', '最后修改时间（RFC 3339）。'),
  created: t('Creation time, when the storage knows it.', '创建时间（存储提供时）。'),
  sign: t(
    'Signature to append as `?sign=` to download links, when signing applies.',
    '需要签名时，附加到下载链接 `?sign=` 的签名。',
  ),
  thumb: t('Thumbnail URL, if the storage has one.', '缩略图地址（存储提供时）。'),
  type: t(
    '0 unknown, 1 folder, 2 video, 3 audio, 4 text, 5 image.',
    '0 未知，1 文件夹，2 视频，3 音频，4 文本，5 图片。',
  ),
  hashinfo: t('Hashes as a JSON string.', '以 JSON 字符串表示的哈希值。'),
  hash_info: t(
    'Hashes by algorithm (md5, sha1, sha256…).',
    '按算法列出的哈希（md5、sha1、sha256 等）。',
  ),
  content: t('The items of this page.', '本页的条目。'),
  total: t('Number of items in all pages.', '所有页的条目总数。'),
  readme: t('Readme Markdown from the folder’s meta rule.', '元信息规则中的说明（Markdown）。'),
  header: t('Header Markdown from the folder’s meta rule.', '元信息规则中的顶部说明（Markdown）。'),
  write: t('Whether the caller may write to this folder.', '调用者能否写入此文件夹。'),
  provider: t('Driver name of the storage behind the path.', '路径所在存储的驱动名称。'),
  raw_url: t('Download address of the file.', '文件的下载地址。'),
  related: t('Files in the same folder sharing the base name.', '同一文件夹中主文件名相同的文件。'),
  parent: t('Folder that holds the match.', '匹配项所在的文件夹。'),
  creator: t('User name of who started the task.', '创建任务的用户名。'),
  creator_role: t(
    'Role of the creator (0 general, 1 guest, 2 admin).',
    '创建者角色（0 普通，1 访客，2 管理员）。',
  ),
  state: t(
    '0 pending, 1 running, 2 succeeded, 3 canceling, 4 canceled, 5 errored, 6 failing, 7 failed, 8 waiting_retry, 9 before_retry.',
    '0 pending，1 running，2 succeeded，3 canceling，4 canceled，5 errored，6 failing，7 failed，8 waiting_retry，9 before_retry。',
  ),
  status: t('Human-readable status line.', '可读的状态说明。'),
  progress: t('Percent done, 0–100.', '完成百分比，0–100。'),
  start_time: t('When the task started, or null.', '任务开始时间，未开始为 null。'),
  end_time: t('When the task ended, or null.', '任务结束时间，未结束为 null。'),
  total_bytes: t('Bytes the task handles, when known.', '任务处理的总字节数（已知时）。'),
  error: t('Error text of the last failure.', '最近一次失败的错误信息。'),
  comment: t('Archive comment.', '压缩包注释。'),
  encrypted: t('Whether the archive needs a password.', '压缩包是否需要密码。'),
  sort: t('Sort settings of the storage, when set.', '存储的排序设置（如有）。'),
  children: t('Entries below this folder of the archive.', '压缩包中该文件夹下的条目。'),
  task: t('The background task, when one was started.', '启动的后台任务（如有）。'),
  tasks: t('The background tasks that were started.', '启动的后台任务。'),
  qr: t(
    'QR code as a PNG data URL, to scan with an authenticator app.',
    'PNG 格式的二维码 data URL，用验证器应用扫描。',
  ),
  secret: t('The same secret as text, to type in by hand.', '文本形式的密钥，可手动输入。'),
  options: t(
    'WebAuthn options to pass to `navigator.credentials`.',
    '交给 `navigator.credentials` 的 WebAuthn 参数。',
  ),
  session: t('Session data to send back in the finish call.', '完成调用时需要回传的会话数据。'),
  fingerprint: t('Fingerprint of the key.', '密钥指纹。'),
  url: t('Real download URL.', '真实下载地址。'),
  otp: t('True when two-factor authentication is on.', '是否已开启两步验证。'),
  username: t('User name.', '用户名。'),
  password: t('Always empty in answers.', '响应中始终为空。'),
  base_path: t('Root folder of the user.', '用户的根目录。'),
  role: t('0 general, 1 guest, 2 admin.', '0 普通，1 访客，2 管理员。'),
  disabled: t('Whether the item is disabled.', '是否已停用。'),
  permission: t('Permission bit mask.', '权限位掩码。'),
  sso_id: t('Linked single sign-on id.', '绑定的单点登录 ID。'),
  title: t('Name given to the key.', '公钥名称。'),
  added_time: t('When the key was added.', '添加时间。'),
  last_used_time: t('When the key was last used.', '最近使用时间。'),
  common: t(
    'Items every storage has (mount path, order, cache…).',
    '所有存储都有的通用配置项（挂载路径、排序、缓存等）。',
  ),
  additional: t('The driver’s own options.', '驱动自己的选项。'),
  config: t('Capabilities of the driver.', '驱动的能力标志。'),
  default: t('Default value as text.', '文本形式的默认值。'),
  required: t('Whether the option must be set.', '是否必填。'),
  help: t('Help text.', '帮助文字。'),
  value: t('Value.', '取值。'),
  group: t('Group number.', '分组编号。'),
  flag: t('0 public, 1 private, 2 read-only, 3 deprecated.', '0 公开，1 私有，2 只读，3 已弃用。'),
  index: t('Sort position in the group.', '组内排序。'),
  key: t('Setting key.', '设置项键名。'),
  obj_count: t('Objects indexed so far.', '已索引的对象数量。'),
  is_done: t('Whether the build finished.', '构建是否已完成。'),
  last_done_time: t('When the last build finished.', '上次构建完成的时间。'),
  local_sort: t('The server sorts listings itself.', '由服务端自行排序。'),
  only_local: t('Files can only be served through the server.', '文件只能经服务端提供。'),
  only_proxy: t('Downloads must be proxied.', '下载必须经过代理。'),
  no_cache: t('Listings are never cached.', '目录列表不缓存。'),
  no_upload: t('The storage cannot take uploads.', '该存储不支持上传。'),
  need_ms: t(
    'The driver may ask the user for input (such as a code).',
    '驱动可能需要用户输入（例如验证码）。',
  ),
  default_root: t('Default root folder id or path.', '默认根目录 ID 或路径。'),
  alert: t('Alert shown when adding the storage.', '添加存储时显示的提示。'),
  no_overwrite_upload: t('Uploads cannot overwrite existing files.', '上传不能覆盖已有文件。'),
  proxy_range_option: t(
    'The storage offers the proxy_range option.',
    '该存储提供 proxy_range 选项。',
  ),
};

/** model.Link: where to fetch the file, and how. */
const LINK_FIELD = {
  url: t(
    'Direct download URL at the storage (often signed and short-lived).',
    '存储端的直链下载地址（通常带签名，很快过期）。',
  ),
  header: t(
    'HTTP headers the client must send with its request to `url` (for example `Referer`, `User-Agent` or a cookie); each name maps to a list of values. Without them the storage may refuse the download.',
    '请求 `url` 时客户端必须一并发送的 HTTP 请求头（例如 `Referer`、`User-Agent` 或 Cookie），每个名称对应一组取值。缺少这些请求头，存储端可能拒绝下载。',
  ),
};

export function responseField(shape, name) {
  if (shape === 'DriverInfo' && name === 'config') return RESPONSE_FIELD.config;
  if (MODEL_FIELD[name] && ['Storage', 'Meta'].includes(shape)) return MODEL_FIELD[name];
  if (shape === 'Meta' && name === 'password') return META_PASSWORD;
  if (shape === 'DriverItem' && name === 'type')
    return t('string, select, bool, text or number.', 'string、select、bool、text 或 number。');
  if (shape === 'DriverItem' && name === 'options')
    return t('Choices of a select, comma separated.', '下拉选项，逗号分隔。');
  if (shape === 'SettingItem' && name === 'type')
    return t('string, select, bool, text or number.', 'string、select、bool、text 或 number。');
  if (shape === 'SettingItem' && name === 'options')
    return t('Choices of a select, comma separated.', '下拉选项，逗号分隔。');
  if (shape === 'DirResp' && name === 'name') return t('Folder name.', '文件夹名称。');
  if (shape === 'model.Link') return LINK_FIELD[name];
  return RESPONSE_FIELD[name] ?? FIELD[name];
}

/**
 * Bodies the facts cannot describe: the WebAuthn finish calls read the
 * credential JSON the browser's `navigator.credentials.get()` / `.create()`
 * produces (go-webauthn parses it from the raw body). Binary parts travel as
 * base64url strings, as the web UI sends them.
 */
const CREDENTIAL_FIELDS = [
  {
    name: 'id',
    type: 'string',
    required: true,
    description: t('Credential id, base64url.', '凭据 ID，base64url 编码。'),
  },
  {
    name: 'rawId',
    type: 'string',
    required: true,
    description: t(
      'The same id, as the raw bytes in base64url.',
      '同一个 ID 的原始字节，base64url 编码。',
    ),
  },
  {
    name: 'type',
    type: 'string',
    required: true,
    description: t('Always `public-key`.', '固定为 `public-key`。'),
  },
];
const RAW_BODY = {
  '/api/authn/webauthn_finish_login': {
    description: t(
      'The JSON form of the `PublicKeyCredential` that `navigator.credentials.get()` returns for the `options` of the begin call, with every binary value base64url-encoded.',
      '浏览器用开始登录返回的 `options` 调用 `navigator.credentials.get()` 后得到的 `PublicKeyCredential`，转成 JSON 提交，其中所有二进制值都用 base64url 编码。',
    ),
    fields: [
      ...CREDENTIAL_FIELDS,
      {
        name: 'response.clientDataJSON',
        type: 'string',
        required: true,
        description: t('Client data signed by the authenticator.', '由认证器签名的客户端数据。'),
      },
      {
        name: 'response.authenticatorData',
        type: 'string',
        required: true,
        description: t('Authenticator data.', '认证器数据。'),
      },
      {
        name: 'response.signature',
        type: 'string',
        required: true,
        description: t('The assertion signature.', '断言签名。'),
      },
      {
        name: 'response.userHandle',
        type: 'string',
        required: false,
        description: t('The user handle stored with the passkey.', '通行密钥中保存的用户句柄。'),
      },
    ],
    example: {
      id: 'q83vEjRWeJA',
      rawId: 'q83vEjRWeJA',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0Iiwi…',
        authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAABQ',
        signature: 'MEUCIQDl6g…',
        userHandle: 'AQAAAAAAAAA',
      },
    },
  },
  '/api/authn/webauthn_finish_registration': {
    description: t(
      'The JSON form of the `PublicKeyCredential` that `navigator.credentials.create()` returns for the `options` of the begin call, with every binary value base64url-encoded.',
      '浏览器用开始注册返回的 `options` 调用 `navigator.credentials.create()` 后得到的 `PublicKeyCredential`，转成 JSON 提交，其中所有二进制值都用 base64url 编码。',
    ),
    fields: [
      ...CREDENTIAL_FIELDS,
      {
        name: 'response.clientDataJSON',
        type: 'string',
        required: true,
        description: t('Client data from the browser.', '浏览器生成的客户端数据。'),
      },
      {
        name: 'response.attestationObject',
        type: 'string',
        required: true,
        description: t(
          'Attestation object with the new public key.',
          '包含新公钥的认证声明对象（attestation object）。',
        ),
      },
    ],
    example: {
      id: 'q83vEjRWeJA',
      rawId: 'q83vEjRWeJA',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwi…',
        attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF…',
      },
    },
  },
};

export function rawBody(path) {
  return RAW_BODY[path];
}

/** What creates each task type (the task pages' type table). */
const TASK_TYPE = {
  upload: t('Uploads sent with `As-Task: true`.', '带 `As-Task: true` 的上传。'),
  copy: t('Copies between two storages (`/api/fs/copy`).', '跨存储的复制（`/api/fs/copy`）。'),
  offline_download: t(
    'Each URL of an offline download (`/api/fs/add_offline_download`).',
    '离线下载（`/api/fs/add_offline_download`）中的每个链接。',
  ),
  offline_download_transfer: t(
    'Moving a finished offline download into its storage.',
    '把下载完成的离线文件转存到目标存储。',
  ),
  decompress: t(
    'Fetching and unpacking an archive (`/api/fs/archive/decompress`).',
    '下载并解开压缩包（`/api/fs/archive/decompress`）。',
  ),
  decompress_upload: t(
    'Writing the extracted files into the destination folder.',
    '把解压出的文件写入目标文件夹。',
  ),
};

export function taskType(name) {
  return TASK_TYPE[name];
}
