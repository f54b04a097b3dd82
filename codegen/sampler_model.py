"""The stub of a sampler kernel (ops.yaml `kernel: {sampler: NAME}`): uniform_, normal_.

A sampler writes random samples into self. Its hand-written parts are meta::NAME_check(self, the
op's values) in src/meta/<op>.cpp (PyTorch's argument and dtype checks, run on every device, the
meta one included) and the device kernels cpu::NAME_kernel and cuda::NAME_kernel(self, the op's
values, generator) in src/cpu/<op>.cpp and src/cuda/<op>.cu: each runs the op's element sampler
(iteration/sampler_math.h, one definition for both devices) on the draws of its device's generator,
the CPU one's stream in memory order as PyTorch's CPU kernel, the CUDA one's Philox block per
element (opforge/generator.h). The stub checks that a given generator is one of self's device type
(PyTorch's check_generator) after the op's checks. The meta device and an empty self draw nothing.
"""

from cpp_spelling import base_parameter
from op_model import Op


class SamplerStub:
    def __init__(self, op: Op):
        self.op = op
        name = op.kernel.name
        values = [a for a in op.args if a.name not in ("self", "generator")]
        self.check_decl = "void {}_check({});".format(
            name, ", ".join(["const TensorBase& self"] + [base_parameter(a) for a in values]))
        self.kernel_decl = "void {}_kernel({});".format(
            name, ", ".join(["const TensorBase& self"] + [f"{a.cpp} {a.name}" for a in values] +
                            ["const std::optional<Generator>& generator"]))
        check_args = ", ".join(["self"] + [a.name for a in values])
        kernel_args = ", ".join([a.name for a in values] + ["generator"])
        # The device switch (the template's, as every kind's) calls cpu:: or cuda::kernel_call.
        self.kernel_call = f"{name}_kernel(self, {kernel_args})"
        self.lines = [
            "static_cast<void>(out);  // &self: a sampler's only variant is in place",
            f"meta::{name}_check({check_args});",
            "if (!self.is_meta()) check_generator_device(generator, self.device());",
            "if (self.numel() == 0) return self;",
        ]
