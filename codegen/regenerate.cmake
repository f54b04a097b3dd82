# Regenerates generated/ from ops.yaml while CMake configures (included by the top-level
# CMakeLists.txt before it globs the generated sources). An edit of ops.yaml, a template, the
# renderer or the front end makes ninja re-run CMake before it compiles anything; the
# regeneration rewrites only the files whose bytes change (render.py keeps the others' timestamps)
# and the globs that follow pick up files of newly added ops, so one plain build does it all and
# recompiles only what changed.
#   1. The schema front end is built as its own small CMake project (codegen/CMakeLists.txt,
#      standalone) in <build>/codegen-host: Release, no sanitizers; configured once per build
#      tree, rebuilt by ninja when its sources change.
#   2. It checks ops.yaml and writes the IR; diagnostics (ops.yaml:LINE:COL: error: ..., printed
#      as the front end writes them) stop the configure, and so the build, with generated/ untouched.
#   3. render.py renders the templates into generated/, swapping the result in atomically.

find_package(Python3 REQUIRED COMPONENTS Interpreter)

function(opforge_regenerate)
  set(src ${PROJECT_SOURCE_DIR})
  set(host ${CMAKE_BINARY_DIR}/codegen-host)
  file(GLOB_RECURSE inputs CONFIGURE_DEPENDS
    ${src}/codegen/templates/*.j2 ${src}/codegen/*.py ${src}/codegen/functions.yaml ${src}/codegen/frontend/*.cpp
    ${src}/codegen/frontend/*.h ${src}/codegen/frontend/*.in ${src}/codegen/CMakeLists.txt)
  set_property(DIRECTORY ${src} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
    ${src}/ops.yaml ${src}/codegen/CMakeLists.txt ${src}/codegen/regenerate.cmake ${inputs})

  if(NOT EXISTS ${host}/CMakeCache.txt)
    set(launcher)
    if(CCACHE_PROGRAM)
      set(launcher -DCMAKE_CXX_COMPILER_LAUNCHER=${CCACHE_PROGRAM})
    endif()
    # Where the build finds yaml-cpp and fmt, the front end finds them too (a prefix of one's own:
    # tools/gpu/session's unpacked packages, say).
    set(paths)
    foreach(var CMAKE_PREFIX_PATH CMAKE_LIBRARY_PATH CMAKE_INCLUDE_PATH)
      if(DEFINED ${var})
        list(APPEND paths "-D${var}=${${var}}")
      endif()
    endforeach()
    execute_process(
      COMMAND ${CMAKE_COMMAND} -S ${src}/codegen -B ${host} -G ${CMAKE_GENERATOR} -DCMAKE_BUILD_TYPE=Release
              -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER} ${launcher} ${paths}
      RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
    if(rc)
      message(FATAL_ERROR "configuring the schema front end failed:\n${log}")
    endif()
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${host} --target opforge-frontend --parallel 2
                  RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
  if(rc)
    message(FATAL_ERROR "building the schema front end failed:\n${log}")
  endif()

  set(ir ${CMAKE_BINARY_DIR}/ir.json)
  # The front end's and the renderer's messages go to the terminal as they print them: CMake's
  # message() would indent and re-wrap the one-line ops.yaml:LINE:COL: error: form that editors and
  # CI annotations read.
  execute_process(COMMAND ${host}/opforge-frontend ops.yaml -o ${ir} WORKING_DIRECTORY ${src} RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "ops.yaml has errors (above); generated/ is left as it was")
  endif()
  execute_process(COMMAND ${Python3_EXECUTABLE} ${src}/codegen/render.py --ir ${ir} --out ${src}/generated
                  RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "rendering generated/ failed (above)")
  endif()
endfunction()
