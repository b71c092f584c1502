/** What the puzzle commands share: reading their input files. Private to the bundle. */
package org.stratagem.game.puzzles.common;
