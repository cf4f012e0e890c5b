ArchgenBench.main()
