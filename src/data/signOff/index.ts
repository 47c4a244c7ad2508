export * from './matchSignOff';
