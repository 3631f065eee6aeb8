# cargo class：班级的记录。

class-unreadable = { $file }：{ $reason }
class-not-sqlite = { $file } 不是班级文件（不是 SQLite 数据库）：拒绝使用，文件保持原样
class-other-database = { $file } 是别的程序的 SQLite 数据库，不是班级文件：拒绝使用，文件保持原样
class-newer-schema = { $file } 由更新版本的 cargo class 写成（结构版本 { $schema }；本版本最多认识 { $known }）：拒绝使用，文件保持原样
class-bad-name = 名字为 1 到 { $most } 个字符，不能含控制字符
class-not-kept = 这次尝试没能保存：{ $reason }
