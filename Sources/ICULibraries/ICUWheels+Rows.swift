extension ICUWheels {
  /// The table: one row per wheel file, newest ICU first, x86_64 before aarch64.
  ///
  /// Adding an ICU is a row per machine here and nothing else (the workflow's cache key is this
  /// file's hash). Each row's versions were read from its libraries with `u_getVersion_NN`,
  /// `ulocdata_getCLDRVersion_NN`, `u_getUnicodeVersion_NN` and `ucal_getTZDataVersion_NN`;
  /// the hashes are the files' SHA-256 (`sha256sum`, and each library's bytes inside the wheel).
  /// `ICUWheelsTests` holds every row to its own rules (names, versions, one row per version
  /// and machine).
  public static let rows: [ICUWheel] = [
    ICUWheel(
      "icu4py", "1.2.0", .x86_64,
      icu: "78.3", cldr: "48.0", unicode: "17.0", tzdata: "2026a",
      file: "icu4py-1.2.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
      sha256: "53ec0e68973dda6e3c0bb2caa8933fe221271b71da878e0b214ad159b88237cd",
      data: ICULibrary(
        "libicudata-59b7cd96.so.78.3",
        sha256: "b84374431fec89b6fdfd4ad4e02465b615648dfb7d4706f251d877696139b2dd"),
      uc: ICULibrary(
        "libicuuc-55b0ea0a.so.78.3",
        sha256: "27b5f999af94ac54b38338ca8a3df9f1899875260920b7a6211fea0aa8da53de"),
      i18n: ICULibrary(
        "libicui18n-27b40375.so.78.3",
        sha256: "47369daf78955bf2e82281b67013d082e43b2d6b98cf5ce8c4939b3f8870508e")),
    ICUWheel(
      "icu4py", "1.2.0", .aarch64,
      icu: "78.3", cldr: "48.0", unicode: "17.0", tzdata: "2026a",
      file: "icu4py-1.2.0-cp311-cp311-manylinux_2_27_aarch64.manylinux_2_28_aarch64.whl",
      sha256: "6bf252dc89a38ebd1a9b35081b5aab7df1f4813becd6331a68349183069d407c",
      data: ICULibrary(
        "libicudata-09016e18.so.78.3",
        sha256: "9d92eace8b477f91be34e7b711af0c4674ede4d895caa35794e4fa45d798d88e"),
      uc: ICULibrary(
        "libicuuc-ca68cfb4.so.78.3",
        sha256: "131427bb78a16ceb74c0970c496bb4b67dfb86ce340186972a919f3d798f192e"),
      i18n: ICULibrary(
        "libicui18n-6d1f5e33.so.78.3",
        sha256: "ea41a57e9d56188a082f83aa191511abc45457e2fcd32c3daf111f74c0b6805e")),
    ICUWheel(
      "icu4py", "1.0.0", .x86_64,
      icu: "78.2", cldr: "48.0", unicode: "17.0", tzdata: "2025c",
      file: "icu4py-1.0.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
      sha256: "dc39b514d8a8272a34494fb13055c76dc155763f6272959d3cd42570eb14ee5a",
      data: ICULibrary(
        "libicudata-7f0bd02b.so.78.2",
        sha256: "468e42f8124eb586ebb29c66d4216e3f9d06895153addafb267fab842540980f"),
      uc: ICULibrary(
        "libicuuc-b568e054.so.78.2",
        sha256: "fd637ac059d7ed3c2cc2d663e32fafb263d8f9fcd429e10a27b91fc8199edb3c"),
      i18n: ICULibrary(
        "libicui18n-8bfd7c24.so.78.2",
        sha256: "b8c8338b27ff11a4129775014d2c3d0b997d5895052db17c0f5490fb91addda6")),
    ICUWheel(
      "icu4py", "1.0.0", .aarch64,
      icu: "78.2", cldr: "48.0", unicode: "17.0", tzdata: "2025c",
      file: "icu4py-1.0.0-cp311-cp311-manylinux_2_27_aarch64.manylinux_2_28_aarch64.whl",
      sha256: "a681db3eb3247e332a41e5dfa80b80da2dc202811751fff5b8e2094ef18539eb",
      data: ICULibrary(
        "libicudata-19162d9c.so.78.2",
        sha256: "a35a34daefe8c2fa89c0bd1cfa447ffe6371d7292e9fa344d209f5adea1ae745"),
      uc: ICULibrary(
        "libicuuc-acd61ec6.so.78.2",
        sha256: "7fbd44fe655ba8f24bbc4680d8f41824026b83221e0e9a24cf752fe0396bcd02"),
      i18n: ICULibrary(
        "libicui18n-ff8a1b06.so.78.2",
        sha256: "c586e654ad81b53253516986ad74f95e1c63ec357bfff209e425ad0f6cad1823")),
    ICUWheel(
      "pyicu-wheels", "2.15.2", .x86_64,
      icu: "77.1", cldr: "47.0", unicode: "16.0", tzdata: "2025a",
      file: "pyicu_wheels-2.15.2-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
      sha256: "e2d4644af883f511f73e5f10e6fc997017c10f02ca2f4288e6e1121c6b2cd832",
      data: ICULibrary(
        "libicudata-518f73b9.so.77.1",
        sha256: "61901a58adce5afc875fc02c70219dd43996af4e2e64fb4d5285292971299c62"),
      uc: ICULibrary(
        "libicuuc-17fe2ce1.so.77.1",
        sha256: "f69ba65d282213afbedd742d851057ab53a57c9b491ac939db494b2641cb42dd"),
      i18n: ICULibrary(
        "libicui18n-8f8caf9e.so.77.1",
        sha256: "3f1a44b0f1ee4a76b4791eeebbbe71f7fc12bf2e53c71e33402e89f246fc75ab")),
    ICUWheel(
      "pyicu-wheels", "2.15.2", .aarch64,
      icu: "77.1", cldr: "47.0", unicode: "16.0", tzdata: "2025a",
      file: "pyicu_wheels-2.15.2-cp311-cp311-manylinux_2_27_aarch64.manylinux_2_28_aarch64.whl",
      sha256: "5fe8056104579d1ebdcc825d1f2a94399cb33f082d9b631a2c1a2a4b35dd99ef",
      data: ICULibrary(
        "libicudata-9fa17137.so.77.1",
        sha256: "57af25f1b7042fabbf96d3787b86ff38f40a10ba8bc9aaa4d2f3e5c585d4fcbf"),
      uc: ICULibrary(
        "libicuuc-c4e16d39.so.77.1",
        sha256: "ec4cf48d785957efef8b1b7acb99cb83f9164e98339be4411e3659ea30c2c166"),
      i18n: ICULibrary(
        "libicui18n-18602e0a.so.77.1",
        sha256: "a32331486ac555786040be09e2637fd3a5de8ba6214984a2bedc9ac58c7acdf1")),
    ICUWheel(
      "pyicu-wheels", "2.14", .x86_64,
      icu: "76.1", cldr: "46.0", unicode: "16.0", tzdata: "2024b",
      file: "pyicu_wheels-2.14-cp311-cp311-manylinux_2_28_x86_64.whl",
      sha256: "65e15f055067c0b98fbd4b7366045850f25874527a6ebe12b23a1773baad7c39",
      data: ICULibrary(
        "libicudata-2dc1f623.so.76.1",
        sha256: "38648663e9d520bda4d5f0d9caa000b8a2af785624737911f3c3a1b3aab208c2"),
      uc: ICULibrary(
        "libicuuc-8ba0f87f.so.76.1",
        sha256: "f70aad21548365f485fb2a94fd35bcdc33d6c11af7dad93ea3b79c0a3e3a4e0b"),
      i18n: ICULibrary(
        "libicui18n-6886b17d.so.76.1",
        sha256: "d9b7169b004dd908de870ea9be30c6bb478e960250f570b667d4e7bd87f299d2")),
    ICUWheel(
      "pyicu-wheels", "2.14", .aarch64,
      icu: "76.1", cldr: "46.0", unicode: "16.0", tzdata: "2024b",
      file: "pyicu_wheels-2.14-cp311-cp311-manylinux_2_28_aarch64.whl",
      sha256: "b2b85a3ec48dc9545d56f65243ab4c783ed7048a51fa15988eff229b52f1ce65",
      data: ICULibrary(
        "libicudata-fc31b154.so.76.1",
        sha256: "58c98f82d5eb2c592eee375f20a22c3fad88fb98cfa4f5b1cd0a455a33e1726e"),
      uc: ICULibrary(
        "libicuuc-28542fa9.so.76.1",
        sha256: "d6a8f4afcee9496bb930c6438783aa6093ccacfcf32ab58d24a50e93b09015d7"),
      i18n: ICULibrary(
        "libicui18n-fe9cc2b9.so.76.1",
        sha256: "bd3f41e93b7381170203bfe1b30f19ece3d4df9cf3eaae00a1921e0e68d2dd4e")),
    ICUWheel(
      "icu4py", "0.1.0", .x86_64,
      icu: "60.3", cldr: "32.0.1", unicode: "10.0", tzdata: "2019a",
      file: "icu4py-0.1.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
      sha256: "e3c51c1adf10b47c98f57bf31e6d34de0cb92efdcb746363baa59c10c6717d6a",
      data: ICULibrary(
        "libicudata-05640f77.so.60.3",
        sha256: "1f7ca4b9b9519fae3f28efa1bde95f56cd31fdff243c734c8b97e38254e998b4"),
      uc: ICULibrary(
        "libicuuc-14201aad.so.60.3",
        sha256: "2fc20fe8e7b531f5d16cc475167aec97e1effaaf260c6832508cc6cf790cc5c7"),
      i18n: ICULibrary(
        "libicui18n-4fcc01ea.so.60.3",
        sha256: "a10d4e5279fb8e75b0a123a0fcf00799a74aaa6cc1e2a4a18ae05ffaf162bf22")),
    ICUWheel(
      "icu4py", "0.1.0", .aarch64,
      icu: "60.3", cldr: "32.0.1", unicode: "10.0", tzdata: "2019a",
      file: "icu4py-0.1.0-cp311-cp311-manylinux_2_24_aarch64.manylinux_2_28_aarch64.whl",
      sha256: "a6fd930e8144520844a5b9d0fd7eaab09abbfd2132811a6dfc6cebe6895f5bbd",
      data: ICULibrary(
        "libicudata-d4bb2d37.so.60.3",
        sha256: "2c0ae05d039cf538c5c83f4f243769b4b2f14f00f67c02727fbdb3792f274e97"),
      uc: ICULibrary(
        "libicuuc-9464c5e7.so.60.3",
        sha256: "0b03d29c0ed922c4edbff9c5d228ff890e1833fcaf46707a4081fcfca40affc4"),
      i18n: ICULibrary(
        "libicui18n-b245c686.so.60.3",
        sha256: "11539490e315ede37d95cef7c28897bfc2f30108173123a8763c0a4cdfe99f2f")),
  ]
}
