import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { ReactElement } from 'react';

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/**
 * An image in merchant rich text: an uploaded file's URL and its alt text, written as a plain `<img src alt>` (all the
 * gateway's sanitiser keeps of an img). Inline, so it sits in a paragraph like the storefront shows it.
 */
export class ImageNode extends DecoratorNode<ReactElement> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'cartlift-image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt };
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (el) => ({ node: $createImageNode(el.getAttribute('src') ?? '', el.getAttribute('alt') ?? '') }),
        priority: 0,
      }),
    };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    if (this.__alt) img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  override createDOM(): HTMLElement {
    return document.createElement('span');
  }

  override updateDOM(): boolean {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override getTextContent(): string {
    return '';
  }

  override decorate(): ReactElement {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: '100%', height: 'auto', verticalAlign: 'bottom' }} />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode;
