// The whole public API of opforge.
#pragma once

#include "opforge/autograd.h"
#include "opforge/cuda_memory.h"
#include "opforge/device.h"
#include "opforge/dimname.h"
#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/layout.h"
#include "opforge/ops.h"
#include "opforge/print.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"
