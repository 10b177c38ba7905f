/** The prediction service: open prediction markets of Polymarket and Kalshi in one shape. */
import { defineService } from '../service';
import { predictionOperations } from './contract';
import { predictionKeys } from './data';
import { listPredictionMarketsHandler } from './list-prediction-markets';
import { kalshiSource } from './sources/kalshi/source';
import { polymarketSource } from './sources/polymarket/source';

/** The prediction service. */
export const predictionService = defineService({
  name: 'prediction',
  operations: predictionOperations,
  handlers: [listPredictionMarketsHandler],
  keys: predictionKeys,
  sources: [polymarketSource, kalshiSource],
});
