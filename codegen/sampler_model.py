"""The stub of a sampler kernel (ops.yaml `kernel: {sampler: NAME}`): uniform_, normal_.

A sampler writes random samples into self. Its hand-written parts are meta::NAME_check(self, the
op's values) in src/meta/<op>.cpp (PyTorch's argument and dtype checks, run on every device, the
meta one included) and the device kernel cpu::NAME_kernel(self, the op's values, generator) in
src/cpu/<op>.cpp, which draws from the generator as PyTorch's CPU kernel does. A CUDA tensor is
sampled through a host copy with the same CPU generator (dispatch::sample_through_host), so a seed
gives the same numbers on both devices. The meta device and an empty self draw nothing.
"""

from op_model import Op


class SamplerStub:
    def __init__(self, op: Op):
        self.op = op
        name = op.kernel.name
        values = [a for a in op.args if a.name not in ("self", "generator")]
        self.check_decl = "void {}_check({});".format(
            name, ", ".join(["const Tensor& self"] + [f"{a.cpp} {a.name}" for a in values]))
        self.kernel_decl = "void {}_kernel({});".format(
            name, ", ".join(["const TensorBase& self"] + [f"{a.cpp} {a.name}" for a in values] +
                            ["const std::optional<Generator>& generator"]))
        check_args = ", ".join(["self"] + [a.name for a in values])
        kernel_args = ", ".join([a.name for a in values] + ["generator"])
        supported = '"cpu, cuda, meta"'
        self.lines = [
            "static_cast<void>(out);  // &self: a sampler's only variant is in place",
            f"meta::{name}_check({check_args});",
            "if (self.numel() == 0) return self;",
            "switch (self.device().type()) {",
            "  case DeviceType::CPU:",
            f"    cpu::{name}_kernel(self, {kernel_args});",
            "    break;",
            "  case DeviceType::CUDA:",
            f"    dispatch::sample_through_host(self, [&](const TensorBase& host) {{ cpu::{name}_kernel(host, "
            f"{kernel_args}); }});",
            "    break;",
            "  case DeviceType::Meta:",
            "    break;  // no data, and the generator keeps its state, as PyTorch's meta kernels",
            "  default:",
            f'    dispatch::raise_device_not_supported("{op.name}", self.device(), {supported});',
            "}",
            "return self;",
        ]
