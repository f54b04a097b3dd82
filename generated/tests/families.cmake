# generated from ops.yaml by codegen; do not edit
# The ops of each family of conformance tests (codegen/api_forms.py's test_family: the kind of an
# op's first entry). CMakeLists.txt links each family's tests, generated/tests/test_<op>.cpp, into one
# program, gen_tests_<family>; tools/report.py reads this file to find an op's program.
set(OPFORGE_TEST_FAMILIES pointwise reductions structured views factories composites)
set(OPFORGE_TEST_FAMILY_pointwise
    abs acos acosh add angle asin asinh atan atan2 atanh
    bitwise_and bitwise_left_shift bitwise_not bitwise_or bitwise_right_shift bitwise_xor ceil clamp conj_physical cos
    cosh deg2rad digamma div eq erf erfc erfinv exp exp2
    expm1 floor floor_divide fmax fmin fmod frac ge gt isfinite
    isinf isnan isneginf isposinf isreal le lgamma log log10 log1p
    log2 logical_and logical_not logical_or logical_xor logit lt masked_fill maximum minimum
    mul nan_to_num ne neg polygamma pow rad2deg reciprocal relu remainder
    round rsqrt sgn sigmoid sign signbit sin sinc sinh sqrt
    square sub tan tanh true_divide trunc where
)
set(OPFORGE_TEST_FAMILY_reductions
    all amax amin any argsort cummax cummin cumprod cumsum kthvalue
    logcumsumexp mean median mode nanmedian nansum prod sort std std_mean
    sum topk var var_mean
)
set(OPFORGE_TEST_FAMILY_structured
    addmm addmv argmax argmin baddbmm bmm cat dot flip gather
    index_select max min mm mv scatter_add
)
set(OPFORGE_TEST_FAMILY_views
    align_as align_to as_strided detach diagonal expand expand_as flatten imag moveaxis
    movedim narrow permute real refine_names rename reshape select squeeze swapaxes
    swapdims t transpose unflatten unfold unsqueeze view
)
set(OPFORGE_TEST_FAMILY_factories
    arange bernoulli cauchy empty empty_like empty_strided exponential eye full full_like
    geometric linspace log_normal normal ones ones_like rand rand_like randint randint_like
    randn randn_like random randperm tensor uniform zeros zeros_like
)
set(OPFORGE_TEST_FAMILY_composites
    addbmm addr allclose bfloat16 bool byte char chunk conj copy
    count_nonzero cpu cuda double equal fill float ger half index_fill
    inner int isclose linear log_softmax logsumexp long masked_select matmul msort
    multinomial name_inference_table nanmean nanquantile norm outer positive quantile short softmax
    split split_with_sizes to type_as unbind vdot zero
)
