// pocketsphinx 5prealpha (Debian: libpocketsphinx-dev, libsphinxbase-dev).
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmd_ln.h>
