@_exported import CorpusModel
@_exported import CorpusStore
@_exported import ICUEngine
@_exported import EngineProcess
@_exported import CorpusCheck
