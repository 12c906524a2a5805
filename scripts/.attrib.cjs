const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
for (const f of process.argv.slice(2)) {
  const code=fs.readFileSync('public/'+f,'utf8');const map=JSON.parse(fs.readFileSync('public/'+f+'.map','utf8'));
  const c=new SourceMapConsumer(map);const lines=code.split('\n');const by={};
  let last=null;
  c.eachMapping(m=>{},null);
  // walk mappings in generated order, attribute span to source
  const maps=[];c.eachMapping(m=>maps.push(m));
  maps.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
  for(let i=0;i<maps.length;i++){const m=maps[i],n=maps[i+1];let len;
    if(n&&n.generatedLine===m.generatedLine)len=n.generatedColumn-m.generatedColumn;else len=lines[m.generatedLine-1].length-m.generatedColumn;
    let s=(m.source||'?').replace(/.*node_modules\//,'nm/').replace(/webpack:\/\/[^/]*\//,'');
    s=s.startsWith('nm/')?s.split('/').slice(0,s.split('/')[1].startsWith('@')?3:2).join('/'):s;
    by[s]=(by[s]||0)+len;}
  console.log('==',f,code.length);
  Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,70).forEach(([k,v])=>console.log(String(v).padStart(8),k));
}
