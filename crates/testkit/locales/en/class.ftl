# cargo class: the class's records.

class-unreadable = { $file }: { $reason }
class-not-sqlite = { $file } is not a class's file (not an SQLite database): refused, and left as it is
class-other-database = { $file } is an SQLite database of something else, not a class's: refused, and left as it is
class-newer-schema = { $file } was written by a newer cargo class (schema { $schema }; this one knows up to { $known }): refused, and left as it is
class-bad-name = a name is 1 to { $most } characters, without control characters
class-not-kept = the try could not be kept: { $reason }
