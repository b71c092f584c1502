/**
 * The exact solver: win, draw or loss for the team to move, memoised on canonical keys.
 */
package org.stratagem.engine.search.solver;
