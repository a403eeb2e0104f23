// ALSA, the Linux sound API (Debian: libasound2-dev), for capturing from a microphone.
#include <alsa/asoundlib.h>
