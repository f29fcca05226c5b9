#include <pango/pangocairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
