import { serverPerFile } from './server';

serverPerFile();
