// The system SQLite (Debian: libsqlite3-dev). Only CadenceStore imports this module, and no C
// type leaves it through a public API.
#include <sqlite3.h>
