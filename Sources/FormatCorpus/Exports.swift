@_exported import CorpusCheck
@_exported import CorpusModel
@_exported import CorpusStore
@_exported import EngineProcess
@_exported import EngineSupport
@_exported import ICUEngine
